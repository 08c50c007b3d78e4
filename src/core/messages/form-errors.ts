import { type PluralForms, pluralWord } from './plural';

const errorForms: PluralForms = { one: 'ошибка', few: 'ошибки', many: 'ошибок', other: 'ошибки' };

/**
 * What a screen reader hears after a submit the form's rules refused (ours: the spec is silent): how
 * many fields are wrong and their messages, e.g. 'Форма не отправлена: 1 ошибка. Неверный e-mail.'
 */
export function formErrorSummary(messages: readonly string[]): string {
  const count = messages.length;
  const word = pluralWord(count, errorForms);
  const listed = messages.map((message) => (/[.!?…]$/.test(message) ? message : `${message}.`));
  return [`Форма не отправлена: ${count} ${word}.`, ...listed].join(' ');
}
