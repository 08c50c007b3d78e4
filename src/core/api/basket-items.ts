import type { BasketItem } from '../domain/basket';
import type { HeaderBasket } from './basket';
import { basketChangeAnswer } from './basket-change';
import type { ApiClient } from './client';
import {
  array,
  type Decoder,
  envelope,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  refine,
  string,
} from './decode';
import { loadPageData, type PageData } from './page-data';
import { type CurrentUser, currentUserWire } from './user';
import type { WireBasketItem, WireBasketList, WireProp } from './wire-types';
import { pictureUrl } from './wire-url';

export { updateBasketLine } from './basket-change';

/** One of PROPS: the value sits in a VALUE field; a missing prop or value is the fallback. */
export function prop<T, F>(decoder: Decoder<T>, fallback: F): Decoder<T | F> {
  return map(
    optional(object({ VALUE: optional(decoder, fallback) } satisfies FieldsOf<WireProp<T>>), {
      VALUE: fallback,
    }),
    (wrapped) => (wrapped.VALUE === undefined ? fallback : wrapped.VALUE),
  );
}

/** A quantity or a count: a whole number ≥ 0, sent as a number or as digits. */
const count = refine(numeric, (value) => Number.isInteger(value) && value >= 0, 'a whole number');

/** Text props sometimes come as numbers (an article of digits only). */
const text: Decoder<string> = (input, path = '') => {
  if (typeof input === 'number' && Number.isFinite(input)) return String(input);
  return string(input, path);
};

/** An amount that may come empty ('' or '0' means none). */
const amount: Decoder<number> = (input, path) => (input === '' ? 0 : numeric(input, path));

const itemWire = object({
  ID: identifier,
  PRODUCT_ID: identifier,
  NAME: string,
  PRICE: refine(numeric, (price) => price >= 0, 'a price'),
  QTY: refine(count, (quantity) => quantity > 0, 'a positive quantity'),
  MAX_QTY: optional(count, 0),
  PROPS: optional(
    object({
      picture: prop(pictureUrl, null),
      article: prop(text, ''),
      brand: prop(text, ''),
      brand_title: prop(text, ''),
      OLD_PRICE: prop(amount, 0),
      min_quan: prop(amount, 1),
      delivery_time_formated: prop(string, ''),
    } satisfies FieldsOf<NonNullable<WireBasketItem['PROPS']>>),
    null,
  ),
} satisfies FieldsOf<WireBasketItem>);

export const basketItemWire = map(itemWire, (wire): BasketItem => {
  const props = wire.PROPS;
  const multiplicity = props && Number.isInteger(props.min_quan) && props.min_quan >= 1 ? props.min_quan : 1;
  const oldPrice = props?.OLD_PRICE ?? 0;
  return {
    id: wire.ID,
    productId: wire.PRODUCT_ID,
    name: wire.NAME,
    price: wire.PRICE,
    quantity: wire.QTY,
    stock: wire.MAX_QTY,
    multiplicity,
    picture: props?.picture ?? null,
    article: props?.article ?? '',
    brand: props?.brand_title || props?.brand || '',
    oldPrice: oldPrice > 0 && oldPrice !== wire.PRICE ? oldPrice : null,
    deliveryDate: props?.delivery_time_formated || null,
  };
});

const itemList = array(basketItemWire);

/** The ITEMS of a basket: a list, or (as PHP encodes a keyed array) an object of items. */
export const basketItemsWire: Decoder<BasketItem[]> = (input, path) =>
  isRecord(input) ? itemList(Object.values(input), path) : itemList(input, path);

/** basket.list.json → result.ITEMS. */
export const basketListAnswer = envelope(
  object({ ITEMS: optional(basketItemsWire, []) } satisfies FieldsOf<WireBasketList>),
);

/** basket.list.json: the lines of the basket. */
export async function listBasket(api: ApiClient): Promise<BasketItem[]> {
  const answer = await api.call('/rest/basket.list.json', { decode: basketListAnswer });
  return answer.result.ITEMS;
}

/** basket.delete.json: removes a line; the header figures when the server sent them. */
export async function deleteBasketLine(api: ApiClient, lineId: string): Promise<HeaderBasket | null> {
  const answer = await api.call('/rest/basket.delete.json', {
    params: { basket_item_id: lineId },
    decode: basketChangeAnswer,
  });
  return answer.result.header?.basket_count_data ?? null;
}

/**
 * basket.clear.json under an idempotency key: empties the basket; the header figures when the server
 * sent them.
 */
export async function clearBasket(api: ApiClient, idempotencyKey: string): Promise<HeaderBasket | null> {
  const answer = await api.call('/rest/basket.clear.json', {
    params: { idempotency_key: idempotencyKey },
    decode: basketChangeAnswer,
  });
  return answer.result.header?.basket_count_data ?? null;
}

/** The basket's page data with the user (need_user_data): the express terms and the header figures. */
export function loadBasketPage(api: ApiClient): Promise<PageData<unknown, CurrentUser>> {
  return loadPageData(api, 'basket', {
    params: { need_user_data: 'Y' },
    page: (input: unknown) => input,
    user: currentUserWire,
  });
}
