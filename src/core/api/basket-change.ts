import { type HeaderBasket, headerBasketWire } from './basket';
import type { ApiClient } from './client';
import { envelope, type FieldsOf, object, optional } from './decode';
import type { WireBasketChange, WireHeader } from './wire-types';

/** basket.update / delete / clear: the new header figures when the server sends them. */
export const basketChangeAnswer = envelope(
  object({
    header: optional(object({ basket_count_data: headerBasketWire } satisfies FieldsOf<WireHeader>), null),
  } satisfies FieldsOf<WireBasketChange>),
);

/**
 * basket.update.json: a line's new quantity. `keepalive` lets it outlive a closing page. Resolves to
 * the header figures when the server sent them. Apart from the basket's other calls: a list that
 * sets a line (DESIGN.md) carries this and not the checkout's decoders.
 */
export async function updateBasketLine(
  api: ApiClient,
  lineId: string,
  quantity: number,
  { keepalive = false } = {},
): Promise<HeaderBasket | null> {
  const answer = await api.call('/rest/basket.update.json', {
    params: { basket_item_id: lineId, basket_item_id_qty: quantity },
    decode: basketChangeAnswer,
    keepalive,
  });
  return answer.result.header?.basket_count_data ?? null;
}
