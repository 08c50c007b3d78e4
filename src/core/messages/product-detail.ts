/**
 * Texts of the product detail dialog and the product page (doc 1 §2, doc 2 §2.11); what they share
 * with the rows is in productMessages. The spec quotes 'Analogs' only in English.
 */
export const productDetailMessages = {
  manufacturer: 'Производитель',
  article: 'Артикул',
  price: 'Цена',
  deliveryLabel: 'Доставка',
  analogues: 'Аналоги',
  noAnalogues: 'Аналогов нет.',
  loading: 'Загружаем товар…',
  /** The product page of a part the server does not have, and where to look for it instead. */
  notFound: 'Товар не найден.',
  toCatalogue: 'Перейти в каталог',
  toSearch: 'Найти в поиске',
} as const;
