/**
 * What a visitor who is not signed in reads instead of prices (doc 1 §6). Title and text together
 * read the spec's sentence: 'Внимание! Для того чтобы увидеть цены …'.
 */
export const anonymousMessages = {
  title: 'Внимание!',
  text: 'Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.',
  becomeClient: 'Стать клиентом',
  signIn: 'Авторизоваться',
} as const;
