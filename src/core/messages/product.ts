/** Texts of product rows and what the detail dialog and product page share with them (doc 1 §2, §8). */
export const productMessages = {
  returnAllowed: (days: number) => `Возврат товара возможен в течении ${days} дней с момента отгрузки`,
  returnNotAllowed: 'Возврат качественного товара по данной позиции не производится!',
  returnNo: 'Нет',
  deliveryUnknown: 'Доставим - Нет данных',
  store: 'Воронеж, склад',
  photoOnWeb: 'Посмотреть фото в сети',
  marks: { new: 'Новинка', trend: 'Тренд', hit: 'Хит' },
  addToBasket: 'В корзину',
  inBasket: 'В корзине',
  addedToBasket: 'Товар добавлен в корзину',
  /** DESIGN.md: 'В корзине' set the basket's line to the quantity shown. */
  basketQuantitySet: 'Количество в корзине изменено',
  nothingFound: 'Товаров удовлетворяющих заданным критериям не найдено.',
  delivery: (date: string) => `Доставим ${date}`,
  orderBefore: (dateTime: string) => `при заказе до ${dateTime}`,
  stock: 'Наличие',
  returns: 'Возврат',
  photoOf: (name: string) => `Фото: ${name}`,
  enlargePhoto: (name: string) => `Увеличить фото: ${name}`,
  adding: 'Добавляем…',
  addFailed: (reason: string) => `Не удалось добавить в корзину: ${reason} Количество сохранено.`,
  /** The answer lost and the basket unreadable (ours: the spec is silent). */
  addUnknown:
    'Не удалось узнать, добавлен ли товар в корзину: нет ответа от сервера. Нажмите «В корзину» ещё раз — дважды товар не добавится.',
} as const;

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

/** Texts of the quantity stepper (doc 1 §5, doc 2 §5), copied word for word from the specification. */
export const quantityMessages = {
  /** The stepper's field and its buttons (ours: the spec names only a quantity stepper). */
  label: 'Количество',
  decrease: 'Уменьшить количество',
  increase: 'Увеличить количество',
  mustBePositive: 'Кол-во должно быть больше 0',
  notMultiple: 'Неверное кол-во',
  minimum: (multiplicity: number) => `Мин. кол-во ${multiplicity}`,
  maximum: (max: number) => `Макс. кол-во ${max}`,
  /** DESIGN.md: the stock holds less than one multiple. */
  notOrderable: (multiplicity: number) => `Нет в наличии для заказа кратно ${multiplicity}`,
  /** Nothing in stock: the stepper's error and a product row's or basket line's note. */
  outOfStock: 'Нет в наличии.',
} as const;
