/** Texts of product rows, the detail dialog and the product page (doc 1 §2, §8; doc 2 §2.11). */
export const productMessages = {
  returnAllowed: (days: number) => `Возврат товара возможен в течении ${days} дней с момента отгрузки`,
  returnNotAllowed: 'Возврат качественного товара по данной позиции не производится!',
  returnNo: 'Нет',
  perPiece: '₽/шт',
  deliveryPrefix: 'Доставим',
  deliveryUnknown: 'Доставим - Нет данных',
  store: 'Воронеж, склад',
  photoOnWeb: 'Посмотреть фото в сети',
  marks: { new: 'Новинка', trend: 'Тренд', hit: 'Хит' },
  addToBasket: 'В корзину',
  inBasket: 'В корзине',
  addedToBasket: 'Товар добавлен в корзину',
  nothingFound: 'Товаров удовлетворяющих заданным критериям не найдено.',
} as const;
