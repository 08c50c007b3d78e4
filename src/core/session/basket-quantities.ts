import { loadBasketProducts } from '../api/basket-products';
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
 * Whether two baskets hold the same quantity of every product (a product at 0 is one not held).
 * The basket page's lines and the session's quantities differ once the basket changed elsewhere: in
 * another tab (the session's quantities follow its storage), or in another widget of the page.
 */
export function sameQuantities(one: BasketQuantities, other: BasketQuantities): boolean {
  const held = (quantities: BasketQuantities) =>
    Object.keys(quantities).filter((id) => (quantities[id] ?? 0) > 0);
  const ids = new Set([...held(one), ...held(other)]);
  for (const id of ids) if ((one[id] ?? 0) !== (other[id] ?? 0)) return false;
  return true;
}

/**
 * Reloads the quantity per product from the server's basket (basket.list.json), so that lists show
 * 'В корзине' for what the client put in the basket on another device or before this sign-in.
 * A failure is only logged: the lists then show what this browser knows. An addition made while
 * the answer was on its way wins over it, since the answer may not hold it yet.
 */
export async function syncBasketQuantities(session: Session): Promise<void> {
  const before = session.$basketQuantities.get();
  try {
    const lines = await loadBasketProducts(session.api);
    if (session.$basketQuantities.get() !== before) return;
    session.$basketQuantities.set(basketQuantitiesOf(lines));
  } catch (error) {
    console.warn('[portal] basket quantities could not be reloaded', error);
  }
}

const SYNCED_PAGES = Symbol.for('portal-widgets.basket-quantities-synced');

/** On globalThis: each widget bundle carries its own copy of this module. */
function syncedPages(): WeakSet<Session> {
  const holder = globalThis as { [SYNCED_PAGES]?: WeakSet<Session> };
  holder[SYNCED_PAGES] ??= new WeakSet();
  return holder[SYNCED_PAGES];
}

/**
 * The first call on a page (the session lives as long as the page) reloads the basket's
 * quantities; later calls do nothing. For the pages that load the user (the portal) and the ones
 * that never do (a CMS page with a product list), so each learns once what the basket holds.
 */
export function syncBasketQuantitiesOncePerPage(session: Session): void {
  const synced = syncedPages();
  if (synced.has(session) || !session.$signedIn.get()) return;
  synced.add(session);
  void syncBasketQuantities(session);
}
