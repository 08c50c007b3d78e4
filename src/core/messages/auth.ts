/** Texts of sign-in and logout, copied word for word from the specification. */
export const authMessages = {
  noPortalAccess: 'У Вас нет прав для просмотра оптового портала.',
  title: 'Вход на портал',
  loginLabel: 'Логин',
  passwordLabel: 'Пароль',
  /** A login or password left empty (doc 2 §4 "Login"): without the full stop the other forms' has. */
  fieldRequired: 'Заполните поле',
  submit: 'Войти',
  submitting: 'Входим…',
  /** Ours (issue 28.7): under the submit while a field is empty, instead of a disabled button. */
  submitBlocked: 'Чтобы войти, введите логин и пароль.',
  logout: 'Выйти',
  /** Ours: the spec's login page has no way out; its server offers no password reset. */
  forgotPassword: 'Забыли пароль?',
  forgotPasswordHelp: 'Новый пароль выдаст ваш менеджер или отдел продаж:',
  notClient: 'Ещё не клиент?',
  becomeClient: 'Стать клиентом',
  toLanding: 'На главную',
  /** Ours (issue 22.7): why a client was sent to sign in; the page opens again once they have. */
  signInReasons: {
    expired: 'Сеанс работы истёк. Войдите снова, и откроется страница, на которой Вы были.',
    'signed-out': 'Эта страница открывается только после входа. Войдите, и она откроется.',
  },
} as const;
