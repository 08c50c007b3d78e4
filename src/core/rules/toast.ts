/**
 * How long the 'Товар добавлен в корзину' toast stays (doc 1 §9). Apart from the addition's code
 * (session/add-to-basket.ts), which the lists fetch on the first press, while the toast is theirs.
 */
export const TOAST_DURATION_MS = 2000;
