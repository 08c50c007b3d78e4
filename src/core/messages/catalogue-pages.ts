/** Titles of the portal's catalogue pages (doc 1 §2 routes); the host's, not the widget's. */
export const cataloguePageMessages = {
  catalogue: 'Каталог',
  allSections: 'Все разделы',
  listTitles: { novelty: 'Новинки', trends: 'Тренды', hits: 'Хиты' },
} as const;
