import { filtersLabel } from './filter-label';

/**
 * Texts of the filter panel of the product lists and both search pages (doc 1 §2, §4). Where the
 * spec quotes only an English label ('Show more', 'Hide'), the natural Russian one is used
 * (DESIGN.md).
 */
export const filterMessages = {
  filters: filtersLabel,
  openFilters: 'Показать фильтры',
  collapseFilters: 'Свернуть фильтры',
  filtersCount: (count: number) => (count > 0 ? `Фильтры (${count})` : 'Фильтры'),
  price: 'Цена, ₽',
  priceFrom: 'Цена от',
  priceTo: 'Цена до',
  priceInvalid: 'Укажите цену числом, например 1500.',
  sections: 'Разделы',
  brands: 'Бренды',
  showMore: 'Показать ещё',
  hide: 'Скрыть',
  apply: 'Применить',
  reset: 'Сбросить',
} as const;
