import { type PluralForms, pluralWord } from './plural';

const MINUTES: PluralForms = { one: 'минуту', few: 'минуты', many: 'минут', other: 'минуты' };
const SECONDS: PluralForms = { one: 'секунду', few: 'секунды', many: 'секунд', other: 'секунды' };

function counted(count: number, forms: PluralForms): string {
  return `${count} ${pluralWord(count, forms)}`;
}

/**
 * What the login form says when the server holds sign-ins back (429): when to try again, in whole
 * minutes (rounded up) from a minute on, in seconds below; 'позже' when the server did not say.
 */
export function tooManySignInsMessage(waitSeconds: number | undefined): string {
  const when =
    waitSeconds === undefined
      ? 'позже'
      : `через ${waitSeconds < 60 ? counted(waitSeconds, SECONDS) : counted(Math.ceil(waitSeconds / 60), MINUTES)}`;
  return `Слишком много неудачных попыток входа. Повторите вход ${when}.`;
}
