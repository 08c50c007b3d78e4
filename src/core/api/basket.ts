import type { ApiClient } from './client';
import {
  array,
  type Decoder,
  envelope,
  identifier,
  isRecord,
  numeric,
  object,
  optional,
  refine,
} from './decode';
import type { FormObject } from './form';

/** The header basket: how many lines and their total in roubles (doc 1 §3 "Basket header data"). */
export interface HeaderBasket {
  count: number;
  price: number;
}

export const EMPTY_HEADER_BASKET: HeaderBasket = { count: 0, price: 0 };

export const headerBasketWire = object({
  count: refine(numeric, (count) => Number.isInteger(count) && count >= 0, 'a whole count'),
  price: refine(numeric, (price) => price >= 0, 'a price'),
});

const headerAnswer = envelope(object({ header: object({ basket_count_data: headerBasketWire }) }));

/** backend.basket_count.json: the header figures (a shell call: an invalid token goes to the landing page). */
export async function loadBasketCount(api: ApiClient): Promise<HeaderBasket> {
  const answer = await api.call('/rest/backend.basket_count.json', {
    area: 'shell',
    params: { isAuth: 'Y' },
    decode: headerAnswer,
  });
  return answer.result.header.basket_count_data;
}

/** What basket.add.json needs at least; lists add the catalogue or supplier payload of doc 1 §7. */
export interface BasketAddition extends FormObject {
  productId: string;
  quantity: number;
}

/** basket.add.json: the header figures after the addition. */
export async function addBasketLine(api: ApiClient, addition: BasketAddition): Promise<HeaderBasket> {
  const answer = await api.call('/rest/basket.add.json', {
    params: { need_user_data: 'Y', ...addition },
    decode: headerAnswer,
  });
  return answer.result.header.basket_count_data;
}

const quantityLines = array(object({ PRODUCT_ID: identifier, QTY: numeric }));

/** The ITEMS of basket.list.json, a list or (as PHP encodes a keyed array) an object. */
const quantityItems: Decoder<{ PRODUCT_ID: string; QTY: number }[]> = (input, path) =>
  quantityLines(isRecord(input) ? Object.values(input) : input, path);

/** Only what the quantities need of basket.list.json: a list page does not carry the basket's decoders. */
const basketQuantitiesAnswer = envelope(object({ ITEMS: optional(quantityItems, []) }));

/** basket.list.json read for its products and quantities only. */
export async function loadBasketProducts(api: ApiClient): Promise<{ productId: string; quantity: number }[]> {
  const answer = await api.call('/rest/basket.list.json', { decode: basketQuantitiesAnswer });
  return answer.result.ITEMS.map((line) => ({ productId: line.PRODUCT_ID, quantity: line.QTY }));
}
