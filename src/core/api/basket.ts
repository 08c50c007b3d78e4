import type { ApiClient } from './client';
import { envelope, type FieldsOf, numeric, object, refine } from './decode';
import type { WireBasketAdd, WireBasketCount, WireHeader } from './wire-types';

/** The header basket: how many lines and their total in roubles (doc 1 §3 "Basket header data"). */
export interface HeaderBasket {
  count: number;
  price: number;
}

export const EMPTY_HEADER_BASKET: HeaderBasket = { count: 0, price: 0 };

export const headerBasketWire = object({
  count: refine(numeric, (count) => Number.isInteger(count) && count >= 0, 'a whole count'),
  price: refine(numeric, (price) => price >= 0, 'a price'),
} satisfies FieldsOf<WireBasketCount>);

/** An answer carrying the header figures (basket_count, basket.add). */
export const headerAnswer = envelope(
  object({
    header: object({ basket_count_data: headerBasketWire } satisfies FieldsOf<WireHeader>),
  } satisfies FieldsOf<WireBasketAdd>),
);

/** backend.basket_count.json: the header figures (a shell call: an invalid token goes to the landing page). */
export async function loadBasketCount(api: ApiClient): Promise<HeaderBasket> {
  const answer = await api.call('/rest/backend.basket_count.json', {
    area: 'shell',
    params: { isAuth: 'Y' },
    decode: headerAnswer,
  });
  return answer.result.header.basket_count_data;
}
