import type { ApiClient } from './client';
import {
  DecodeError,
  type Decoder,
  envelope,
  type FieldsOf,
  identifier,
  isRecord,
  object,
  optional,
} from './decode';
import { strictFlag } from './strict-flag';
import type { WireChecksum } from './wire-types';

/* The calls of 'Оформить заказ' (doc 1 §4 steps 7 and 8) with their decoders. */

/** basket.checksumm.json: were prices updated, may the order be placed (doc 1 §7). */
export const checksumAnswer = envelope(
  object({
    update: optional(strictFlag, false),
    confirmed: optional(strictFlag, false),
  } satisfies FieldsOf<WireChecksum>),
);

/** The key of order.add.json's answer that is not an order (doc 1 §7). */
const NOT_AN_ORDER = 'fuser_for_unchecked';

/** An order order.add.json made: its id (the order page's address) and its number (what the client reads). */
export interface PlacedOrder {
  id: string;
  number: string;
}

/**
 * order.add.json: a map of the orders made, the order's id (Bitrix's, a whole number) to its number;
 * fuser_for_unchecked is left out. At least one order; anything else in the map is malformed, so a
 * stray answer never reads as orders placed.
 */
const placedOrders: Decoder<PlacedOrder[]> = (input, path = '') => {
  const orders = isRecord(input) ? Object.entries(input).filter(([key]) => key !== NOT_AN_ORDER) : [];
  if (orders.length === 0 || orders.some(([key]) => !/^\d+$/.test(key)))
    throw new DecodeError(path, 'order ids and numbers');
  return orders.map(([id, value]) => ({ id, number: identifier(value, `${path}.${id}`) }));
};

export const orderAnswer = envelope(placedOrders);

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

/** order.add.json: the orders made. */
export async function placeOrder(api: ApiClient, order: OrderSubmission): Promise<PlacedOrder[]> {
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
