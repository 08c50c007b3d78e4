/** Texts of sign-in and logout, copied word for word from the specification. */
export const authMessages = {
  noPortalAccess: 'У Вас нет прав для просмотра оптового портала.',
  title: 'Вход на портал',
  loginLabel: 'Логин',
  passwordLabel: 'Пароль',
  submit: 'Войти',
  submitting: 'Входим…',
  logout: 'Выйти',
  /** Ours: the spec's login page has no way out; its server offers no password reset. */
  forgotPassword: 'Забыли пароль?',
  forgotPasswordHelp: 'Новый пароль выдаст ваш менеджер или отдел продаж:',
  notClient: 'Ещё не клиент?',
  becomeClient: 'Стать клиентом',
  toLanding: 'На главную',
} as const;
