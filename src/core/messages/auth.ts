import { type PluralForms, pluralWord } from './common';

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

const MINUTES: PluralForms = { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' };
const SECONDS: PluralForms = { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' };

function counted(count: number, forms: PluralForms): string {
  return `${count} ${pluralWord(count, forms)}`;
}

/**
 * When to try again, as the server said (a 429's Retry-After): in whole minutes (rounded up) from a
 * minute on, in seconds below; 'позже' when it did not say.
 */
function tryAgainWhen(waitSeconds: number | undefined): string {
  if (waitSeconds === undefined) return 'позже';
  return `через ${waitSeconds < 60 ? counted(waitSeconds, SECONDS) : counted(Math.ceil(waitSeconds / 60), MINUTES)}`;
}

/** What the login form says when the server holds sign-ins back (429): when to try again. */
export function tooManySignInsMessage(waitSeconds: number | undefined): string {
  return `Слишком много неудачных попыток входа. Повторите вход ${tryAgainWhen(waitSeconds)}.`;
}

/**
 * What the password change says when the server holds its current-password checks back (429, the
 * sign-in's rules): when to try again.
 */
export function tooManyPasswordChecksMessage(waitSeconds: number | undefined): string {
  return `Слишком много неверных попыток ввести текущий пароль. Повторите ${tryAgainWhen(waitSeconds)}.`;
}
