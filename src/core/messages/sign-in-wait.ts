import { type PluralForms, pluralWord } from './plural';

const MINUTES: PluralForms = { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' };
const SECONDS: PluralForms = { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' };

function counted(count: number, forms: PluralForms): string {
  return `${count} ${pluralWord(count, forms)}`;
}

/**
 * When to try again, as the server said (a 429's Retry-After): in whole minutes (rounded up) from a
 * minute on, in seconds below; 'позже' when it did not say.
 */
export function tryAgainWhen(waitSeconds: number | undefined): string {
  if (waitSeconds === undefined) return 'позже';
  return `через ${waitSeconds < 60 ? counted(waitSeconds, SECONDS) : counted(Math.ceil(waitSeconds / 60), MINUTES)}`;
}

/** What the login form says when the server holds sign-ins back (429): when to try again. */
export function tooManySignInsMessage(waitSeconds: number | undefined): string {
  return `Слишком много неудачных попыток входа. Повторите вход ${tryAgainWhen(waitSeconds)}.`;
}

/** What the password change says when the server holds its current-password checks back (429). */
export function tooManyPasswordChecksMessage(waitSeconds: number | undefined): string {
  return `Слишком много неверных попыток ввести текущий пароль. Повторите ${tryAgainWhen(waitSeconds)}.`;
}
