/** Texts of the basket badge, copied word for word from the specification. */
export const basketBadgeMessages = {
  label: 'Корзина',
  signIn: 'Войти',
} as const;
