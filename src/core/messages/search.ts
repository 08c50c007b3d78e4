import type { SearchType } from '../session/types';

/**
 * Texts of the header's search box (doc 1 §2, §5, §9); labels the spec gives in English are in
 * natural Russian. Those of the /search/ page are in searchPageMessages, so the box does not carry them.
 */
export const searchMessages = {
  types: {
    article: 'Артикул',
    description: 'Названию',
    advanced: 'Расширенный',
    kod: 'Коду',
  } satisfies Record<SearchType, string>,
  typeLabel: 'Искать по',
  // Short enough for a phone's box beside the type selector.
  placeholder: 'Поиск запчастей',
  boxLabel: 'Поиск запчастей',
  submit: 'Найти',
  searching: 'Ищем…',
  noHits: 'Ничего не найдено',
  /** Ours (issue 28.7): the quick search's status line once it found hits. */
  found: (count: number) => `Найдено: ${count}`,
  emptyQuery: 'Введите артикул, название или код',
} as const;
