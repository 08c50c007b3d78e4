/**
 * Texts of the product lists, their sorting and markup control (doc 1 §2, §4); the filter panel's
 * are in filterMessages, the visitor's notice in anonymousMessages.
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
  markupTitle: 'Наценка на цены',
  markupEnabled: 'Показывать цены с наценкой',
  markupPercent: 'Наценка, %',
  markupDone: 'Готово',
  markupInvalid: 'Укажите одно положительное число, например 10. Иначе цены показываются без наценки.',
  unknownList: (kind: string) => `Неизвестный список «${kind}»: укажите novelty, trends или hits.`,
  badSection: (id: string) => `Неверный раздел каталога «${id}»: укажите его номер.`,
  loadingMore: 'Загружаем ещё товары…',
  loading: 'Загружаем товары…',
  loadFailed: (reason: string) => `Не удалось загрузить товары. ${reason}`,
} as const;
