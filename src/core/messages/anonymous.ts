/** The dialog an anonymous visitor sees instead of prices and search (doc 1 §6). */
export const anonymousMessages = {
  notice: 'Внимание! Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.',
  becomeClient: 'Стать клиентом',
  logIn: 'Авторизоваться',
  close: 'Закрыть',
} as const;
