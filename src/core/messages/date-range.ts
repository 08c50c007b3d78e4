/** Texts of a date range filter (doc 2 §2.3, §2.5, §2.16: date from, date to). */
export const dateRangeMessages = {
  from: 'Дата с',
  to: 'Дата по',
  fromAfterTo: 'Дата «с» не может быть позже даты «по».',
} as const;
