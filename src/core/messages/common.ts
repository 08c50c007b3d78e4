/** Texts of every widget, copied word for word from the specification. */
export const commonMessages = {
  genericError: 'Произошла ошибка.',
  fieldRequired: 'Заполните поле',
} as const;
