/**
 * Texts every page shows (copied word for word from the specification): every widget's failures,
 * 'Повторить', the header's basket badge, and the Russian plural forms they count with.
 */
export const commonMessages = {
  genericError: 'Произошла ошибка.',
  /** A call that got no answer at all (ours: the spec is silent). */
  connectionLost: 'Нет связи с сервером.',
} as const;

/** The button beside every failed load or call that can be tried again. */
export const retryMessage = 'Повторить';

/** A Russian word's forms by the plural category of the count that goes with it. */
export type PluralForms = Readonly<Record<'one' | 'few' | 'many' | 'other', string>>;

/** The form of a word that goes with a count: 1 товар, 2 товара, 5 товаров, 1,5 товара. */
export function pluralWord(count: number, forms: PluralForms): string {
  return forms[new Intl.PluralRules('ru-RU').select(count) as keyof PluralForms];
}

const goodsForms: PluralForms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' };

/** The Russian form of "товар" that goes with a count: товар (1), товара (2), товаров (5). */
export function goodsWord(count: number): string {
  return pluralWord(count, goodsForms);
}

/** Russian plural of "товар" for a count: 1 товар, 2 товара, 5 товаров. */
export function goodsCount(count: number): string {
  return `${count} ${goodsWord(count)}`;
}

/** Texts of the basket badge, copied word for word from the specification. */
export const basketBadgeMessages = {
  label: 'Корзина',
  signIn: 'Войти',
  /** Said politely when the figures change (ours: the spec is silent), the total as the badge shows it. */
  changed: (count: number, total: string | null) =>
    `В корзине ${count} ${goodsWord(count)}${total ? ` на сумму ${total}` : ''}`,
} as const;
