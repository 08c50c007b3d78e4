/**
 * Texts of the product lists, their sorting and markup control (doc 1 §2, §4); the filter panel's
 * and the markup panel's are below, the visitor's notice is anonymousMessages (auth.ts).
 */
export const catalogueMessages = {
  sort: 'Сортировка',
  sortOptions: {
    REL_ASC: 'По релевантности',
    PRICE_ASC: 'Сначала дешевле',
    PRICE_DESC: 'Сначала дороже',
    NAME_ASC: 'По названию, А–Я',
    NAME_DESC: 'По названию, Я–А',
  },
  markupButton: '%',
  markupOpen: 'Наценка',
  unknownList: (kind: string) => `Неизвестный список «${kind}»: укажите novelty, trends или hits.`,
  badSection: (id: string) => `Неверный раздел каталога «${id}»: укажите его номер.`,
  loadingMore: 'Загружаем ещё товары…',
  loading: 'Загружаем товары…',
  loadFailed: (reason: string) => `Не удалось загрузить товары. ${reason}`,
} as const;

/** Titles of the portal's catalogue pages (doc 1 §2 routes); the host's, not the widget's. */
export const cataloguePageMessages = {
  catalogue: 'Каталог',
  allSections: 'Все разделы',
  listTitles: { novelty: 'Новинки', trends: 'Тренды', hits: 'Хиты' },
} as const;

/**
 * Texts of the filter panel of the product lists and both search pages (doc 1 §2, §4). Where the
 * spec quotes only an English label ('Show more', 'Hide'), the natural Russian one is used
 * (DESIGN.md).
 */
export const filterMessages = {
  filters: 'Фильтры',
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

/** Texts of the markup panel (doc 1 §4), which the markup control opens. */
export const markupPanelMessages = {
  title: 'Наценка на цены',
  enabled: 'Показывать цены с наценкой',
  percent: 'Наценка, %',
  done: 'Готово',
  invalid: 'Укажите одно положительное число, например 10. Иначе цены показываются без наценки.',
} as const;
