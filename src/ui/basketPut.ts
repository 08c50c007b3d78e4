// What 'В корзину' / 'В корзине' sends (basket.add.json, or the line set through basket.list.json and
// basket.update.json), with the decoders of those answers: fetched on a list's first press
// (useAddToBasket), since most visits to a list add nothing.
export { addToBasket, putInBasket } from '@portal/core/basket';
