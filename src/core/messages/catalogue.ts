/**
 * Texts of the product lists, their sorting and markup control (doc 1 §2, §4); the filter panel's
 * are in filterMessages, the markup panel's in markupPanelMessages (each fetched with its panel),
 * the visitor's notice in anonymousMessages.
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
