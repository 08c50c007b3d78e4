import { goodsWord } from './plural';

/** Texts of the basket badge, copied word for word from the specification. */
export const basketBadgeMessages = {
  label: 'Корзина',
  signIn: 'Войти',
  /** Said politely when the figures change (ours: the spec is silent), the total as the badge shows it. */
  changed: (count: number, total: string | null) =>
    `В корзине ${count} ${goodsWord(count)}${total ? ` на сумму ${total}` : ''}`,
} as const;
