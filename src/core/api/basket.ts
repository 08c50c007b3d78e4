import { envelope, numeric, object, refine } from './decode';

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

export const basketCountAnswer = envelope(
  object({ header: object({ basket_count_data: headerBasketWire }) }),
);
