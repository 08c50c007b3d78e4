/** Texts of a date range filter (doc 2 §2.3, §2.5, §2.16: date from, date to). */
export const dateRangeMessages = {
  from: 'Дата с',
  to: 'Дата по',
  fromAfterTo: 'Дата «с» не может быть позже даты «по».',
  /** Ours: what a date field looks like, and its message for a date that is not one. */
  format: 'дд.мм.гггг',
  badDate: 'Введите дату в виде дд.мм.гггг.',
  calendar: 'Выбрать в календаре',
} as const;
