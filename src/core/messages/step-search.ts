import type { SearchStage } from '../domain/step-search';

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
