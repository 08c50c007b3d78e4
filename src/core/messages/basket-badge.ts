import { goodsCount } from './plural';

/** Texts of the basket badge, copied word for word from the specification. */
export const basketBadgeMessages = {
  label: 'Корзина',
  signIn: 'Войти',
  /** Said politely when the figures change (ours: the spec is silent), the total as the badge shows it. */
  changed: (count: number, total: string) =>
    count > 0 ? `В корзине ${goodsCount(count)} на сумму ${total}` : 'Корзина пуста',
} as const;
