import type { SearchStage } from '../domain/step-search';
import type { SearchType } from '../session/types';

/**
 * Texts of the header's search box (doc 1 §2, §5, §9); labels the spec gives in English are in
 * natural Russian. Those of the /search/ page are searchPageMessages.
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

/**
 * Texts of the step-by-step search (doc 1 §2 "Search results", §4 "Step-by-step search"), copied
 * word for word from the specification; where it gives only an English gist, the natural Russian.
 */
export const stepSearchMessages = {
  stages: {
    instock: 'Ищем в наличии',
    instockremotesuppliers: 'Ищем в наличии на других складах',
    instockanalogs: 'Ищем аналоги в наличии',
    instockanalogsremotesuppliers: 'Ищем на других складах',
    final: 'Поиск завершён',
  } satisfies Record<SearchStage, string>,
  progressLabel: 'Ход поиска',
  title: (query: string) => `Поиск по всем складам: ${query}`,
  sections: {
    wanted: 'Искомый артикул',
    inStock: 'В наличии',
    analoguesInStock: 'Аналоги в наличии',
    analoguesRemote: 'Аналоги на других складах',
  },
  brandChoice: {
    caption: 'Артикул выпускают несколько производителей. Выберите бренд:',
    brand: 'Бренд',
    title: 'Наименование',
  },
  softSearch: 'По точному запросу товаров не найдено. Показаны похожие товары.',
  nothingFound: 'Предложений удовлетворяющих заданным критериям не найдено.',
  nothingFoundAdvice: 'Измените запрос или попробуйте искать по названию.',
  changeQuery: 'Измените запрос.',
  searchByName: 'Искать по названию',
  enterQuery: 'Введите артикул или название детали.',
  filters: { deliveryDates: 'Дата доставки' },
  offer: { ratio: 'Кратность' },
} as const;
