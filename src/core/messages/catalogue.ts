/**
 * Texts of the product lists, their filters, sorting, markup control and dialogs (doc 1 §2, §4, §6).
 * Where the spec quotes only an English label ('Show more', 'Hide', 'Analogs'), the natural Russian
 * one is used (DESIGN.md).
 */
export const catalogueMessages = {
  filters: 'Фильтры',
  openFilters: 'Показать фильтры',
  collapseFilters: 'Свернуть фильтры',
  price: 'Цена, ₽',
  priceFrom: 'Цена от',
  priceTo: 'Цена до',
  priceInvalid: 'Укажите цену числом, например 1500.',
  filtersCount: (count: number) => (count > 0 ? `Фильтры (${count})` : 'Фильтры'),
  sections: 'Разделы',
  brands: 'Бренды',
  showMore: 'Показать ещё',
  hide: 'Скрыть',
  apply: 'Применить',
  reset: 'Сбросить',
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
  markupTitle: 'Наценка на цены',
  markupEnabled: 'Показывать цены с наценкой',
  markupPercent: 'Наценка, %',
  markupDone: 'Готово',
  markupInvalid: 'Укажите одно положительное число, например 10. Иначе цены показываются без наценки.',
  unknownList: (kind: string) => `Неизвестный список «${kind}»: укажите novelty, trends или hits.`,
  badSection: (id: string) => `Неверный раздел каталога «${id}»: укажите его номер.`,
  loadingMore: 'Загружаем ещё товары…',
  loading: 'Загружаем товары…',
  retry: 'Повторить',
  loadFailed: (reason: string) => `Не удалось загрузить товары. ${reason}`,
  // Title and text together read the spec's sentence: 'Внимание! Для того чтобы увидеть цены …'.
  anonymousTitle: 'Внимание!',
  anonymousText: 'Для того чтобы увидеть цены необходимо стать клиентом или авторизоваться на портале.',
  becomeClient: 'Стать клиентом',
  signIn: 'Авторизоваться',
} as const;
