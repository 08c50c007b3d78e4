import type { SearchType } from '../session/types';

/** Texts of the search box and the search page (doc 1 §2, §9); labels the spec gives in English are in natural Russian. */
export const searchMessages = {
  types: {
    article: 'Артикул',
    description: 'Названию',
    advanced: 'Расширенный',
    kod: 'Коду',
  } satisfies Record<SearchType, string>,
  typeLabel: 'Искать по',
  placeholders: {
    article: 'Поиск по артикулу',
    description: 'Поиск по названию',
    advanced: 'Артикул, бренд или название',
    kod: 'Поиск по коду товара',
  } satisfies Record<SearchType, string>,
  boxLabel: 'Поиск запчастей',
  submit: 'Найти',
  hitsLabel: 'Подсказки поиска',
  searching: 'Ищем…',
  noHits: 'Ничего не найдено',
  hitsFound: (count: number) => `Подсказок: ${count}`,
  retry: 'Повторить',
  emptyQuery: 'Введите артикул, название или код',
} as const;
