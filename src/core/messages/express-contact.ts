/**
 * Texts of the express delivery contact (doc 1 §5), copied word for word: its fields and its rule's
 * messages, fetched with them.
 */
export const expressContactMessages = {
  name: 'Контактное лицо',
  phone: 'Телефон',
  nameRequired: 'Требуется указать имя.',
  nameTooShort: 'Имя слишком короткое.',
  phoneRequired: 'Требуется указать телефон.',
  phoneInvalid: 'Номер телефона не верный.',
  oneFieldWrong: 'Одно из полей заполнено не верно.',
} as const;
