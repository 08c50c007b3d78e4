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
