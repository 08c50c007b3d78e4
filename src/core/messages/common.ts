/** Texts of every widget, copied word for word from the specification. */
export const commonMessages = {
  genericError: 'Произошла ошибка.',
  /** A call that got no answer at all (ours: the spec is silent). */
  connectionLost: 'Нет связи с сервером.',
} as const;
