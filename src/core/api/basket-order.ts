import { flag } from './basket-items';
import type { ApiClient } from './client';
import { DecodeError, envelope, isRecord, map, object, optional, refine } from './decode';

/*
 * The calls of 'Оформить заказ' (doc 1 §4 steps 7 and 8) with their decoders, apart from the
 * basket's lines and edits: a basket page fetches them when the client first presses the button
 * (src/core/flows/checkout/run.ts), not with the page.
 */

/** basket.checksumm.json: were prices updated, may the order be placed (doc 1 §7). */
export const checksumAnswer = envelope(
  object({ update: optional(flag, false), confirmed: optional(flag, false) }),
);

/** The key of order.add.json's answer that is not an order (doc 1 §7). */
const NOT_AN_ORDER = 'fuser_for_unchecked';

/** order.add.json: a map of order numbers; fuser_for_unchecked is left out. At least one order. */
export const orderAnswer = envelope(
  refine(
    map(
      (input: unknown, path = '') => {
        if (!isRecord(input)) throw new DecodeError(path, 'a map of orders');
        return input;
      },
      (orders) =>
        Object.entries(orders)
          .filter(([key]) => key !== NOT_AN_ORDER)
          .map(([key, value]) =>
            typeof value === 'string' || typeof value === 'number' ? String(value) : key,
          ),
    ),
    (numbers) => numbers.length > 0 && numbers.every((number) => number !== ''),
    'at least one order number',
  ),
);

/** basket.checksumm.json: were prices updated, may the order be placed (doc 1 §7). */
export async function checkBasketPrices(api: ApiClient): Promise<{ update: boolean; confirmed: boolean }> {
  return (await api.call('/rest/basket.checksumm.json', { decode: checksumAnswer })).result;
}

/** An order as order.add.json takes it (doc 1 §3 "Order request"). */
export interface OrderSubmission {
  itemIds: readonly string[];
  comment: string;
  /** The contact for express delivery; `null` for standard delivery. */
  express: { name: string; phone: string } | null;
  /** The idempotency key: a resend under the same key never makes a second order. */
  key: string;
}

/** order.add.json: the numbers of the orders made. */
export async function placeOrder(api: ApiClient, order: OrderSubmission): Promise<string[]> {
  const answer = await api.call('/rest/order.add.json', {
    params: {
      confirmed: 'Y',
      user_description: order.comment,
      ...(order.express && {
        express_delivery: 'Y',
        express_contact_person: order.express.name,
        express_contact_phone: order.express.phone,
      }),
      items: [...order.itemIds],
      idempotency_key: order.key,
    },
    decode: orderAnswer,
  });
  return answer.result;
}
