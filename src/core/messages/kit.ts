import { type PluralForms, pluralWord } from './common';

/** Texts of the carousels: landing banners, brands, certificates (doc 2 §2.12, §2.20). */
export const carouselMessages = {
  /** What a screen reader calls the region and each slide instead of 'region' and 'group'. */
  roleDescription: 'карусель',
  slideRoleDescription: 'слайд',
  slide: (number: number, total: number) => `${number} из ${total}`,
  previous: 'Назад',
  next: 'Вперёд',
  showSlide: (number: number) => `Слайд ${number}`,
  pause: 'Остановить прокрутку',
  play: 'Запустить прокрутку',
} as const;

/** Texts of a date range filter (doc 2 §2.3, §2.5, §2.16: date from, date to). */
export const dateRangeMessages = {
  from: 'Дата с',
  to: 'Дата по',
  /** Ours: the pair's name, read as the group is entered where no heading shows it. */
  period: 'Период',
  fromAfterTo: 'Дата «с» не может быть позже даты «по».',
  /** Ours: what a date field looks like, and its message for a date that is not one. */
  format: 'дд.мм.гггг',
  badDate: 'Введите дату в виде дд.мм.гггг.',
  calendar: 'Выбрать в календаре',
} as const;

/** Texts of the page links under the content lists (doc 2 §2.1). */
export const paginationMessages = {
  label: 'Страницы',
  page: (page: number) => `Страница ${page}`,
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
} as const;

/** The phone field's placeholder: the mask +7 ### ###-##-## of doc 1 §5 and §9 with its slots empty. */
export const phoneMessages = {
  placeholder: '+7 ___ ___-__-__',
  /** Ours (issue 44.9): a number with another country's code, kept as typed rather than masked. */
  foreign: 'Номера других стран не принимаются: укажите номер с кодом +7.',
} as const;

const errorForms: PluralForms = { one: 'ошибка', few: 'ошибки', many: 'ошибок', other: 'ошибки' };

/**
 * What a screen reader hears after a submit the form's rules refused (ours: the spec is silent): how
 * many fields are wrong and their messages, each once, e.g. 'Форма не отправлена: 1 ошибка. Неверный
 * e-mail.' Five empty fields are five errors, though they share one 'Заполните поле.'
 */
export function formErrorSummary(fields: number, messages: readonly string[]): string {
  const word = pluralWord(fields, errorForms);
  const listed = [...new Set(messages)].map((message) => (/[.!?…]$/.test(message) ? message : `${message}.`));
  return [`Форма не отправлена: ${fields} ${word}.`, ...listed].join(' ');
}
