/**
 * Texts of the named search page (/search/, doc 1 §2 "Search results"), copied from the
 * specification where it gives them; the texts both search pages share are in stepSearchMessages.
 */
export const searchPageMessages = {
  title: (query: string) => `Поиск: ${query}`,
  enterQuery: 'Введите артикул, название или код, чтобы начать поиск.',
  noneInStock: 'В наличии товаров удовлетворяющих заданным критериям не найдено',
  brandsCaption: 'Найдено у нескольких брендов. Выберите бренд:',
  remoteSuppliers: 'Искать на других складах',
} as const;
