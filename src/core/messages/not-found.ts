/** Texts of the 404 page, copied word for word from the specification. */
export const notFoundMessages = {
  code: '404',
  title: 'Страница не найдена',
  backHome: 'Вернуться на главную',
} as const;
