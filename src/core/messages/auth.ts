/** Texts of sign-in and logout, copied word for word from the specification. */
export const authMessages = {
  noPortalAccess: 'У Вас нет прав для просмотра оптового портала.',
  title: 'Вход на портал',
  loginLabel: 'Логин',
  passwordLabel: 'Пароль',
  submit: 'Войти',
  submitting: 'Входим…',
  logout: 'Выйти',
} as const;
