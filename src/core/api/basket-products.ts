import type { ApiClient } from './client';
import { array, type Decoder, envelope, identifier, isRecord, numeric, object, optional } from './decode';

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
