/** Texts of the page links under the content lists (doc 2 §2.1). */
export const paginationMessages = {
  label: 'Страницы',
  page: (page: number) => `Страница ${page}`,
  previous: 'Предыдущая страница',
  next: 'Следующая страница',
} as const;
