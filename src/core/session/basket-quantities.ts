import { basketListAnswer } from '../api/basket-items';
import type { Session } from './session';
import type { BasketQuantities } from './types';

/** Quantity per product of basket lines (a product may sit in several lines, e.g. from suppliers). */
export function basketQuantitiesOf(
  lines: readonly { productId: string; quantity: number }[],
): BasketQuantities {
  const quantities: Record<string, number> = {};
  for (const { productId, quantity } of lines)
    quantities[productId] = (quantities[productId] ?? 0) + quantity;
  return quantities;
}

/**
 * Reloads the quantity per product from the server's basket (basket.list.json), so that lists show
 * 'В корзине' for what the client put in the basket on another device or before this sign-in.
 * A failure is only logged: the lists then show what this browser knows.
 */
export async function syncBasketQuantities(session: Session): Promise<void> {
  try {
    const answer = await session.api.call('/rest/basket.list.json', { decode: basketListAnswer });
    session.$basketQuantities.set(basketQuantitiesOf(answer.result.ITEMS));
  } catch (error) {
    console.warn('[portal] basket quantities could not be reloaded', error);
  }
}
