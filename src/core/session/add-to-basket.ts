import { addBasketLine, type BasketAddition } from '../api/basket-add';
import { updateBasketLine } from '../api/basket-change';
import { loadBasketProducts } from '../api/basket-products';
import { maximumOf } from '../rules/quantity';
import { refreshHeaderBasket } from './basket';
import { basketQuantitiesOf } from './basket-quantities';
import type { Session } from './session';

/** What a widget tells its page of an addition the server accepted (`portal-add-to-basket`). */
export interface AddToBasketDetail {
  /** The product's id; for a remote supplier's part, the offer's id. */
  productId: string;
  quantity: number;
}

/**
 * Adds a product to the basket (basket.add.json) and updates the shared session at once: the
 * header basket from the server's answer and the product's quantity, so every widget on the page
 * (and in other tabs) shows 'В корзине' and the new figures. Errors reach the caller, which keeps
 * the typed quantity and says what went wrong.
 */
export async function addToBasket(session: Session, addition: BasketAddition): Promise<void> {
  session.$headerBasket.set(await addBasketLine(session.api, addition));
  const quantities = session.$basketQuantities.get();
  session.$basketQuantities.set({
    ...quantities,
    [addition.productId]: (quantities[addition.productId] ?? 0) + addition.quantity,
  });
}

/** What putting a part in the basket did. */
export type BasketPut = 'added' | 'set' | 'unchanged';

/**
 * 'В корзину' / 'В корзине' (DESIGN.md): a part not in the basket is added with the quantity; for a
 * part already there the quantity is what its line should hold, so the line is set to it
 * (basket.update.json, its id from basket.list.json), capped at what the stock holds now: the
 * client never asks for more than there is. A line removed elsewhere meanwhile is added again; an
 * unchanged quantity sends nothing.
 */
export async function putInBasket(session: Session, addition: BasketAddition): Promise<BasketPut> {
  if ((session.$basketQuantities.get()[addition.productId] ?? 0) <= 0) {
    await addToBasket(session, addition);
    return 'added';
  }
  const lines = await loadBasketProducts(session.api);
  const line = lines.find((candidate) => candidate.productId === addition.productId);
  if (!line) {
    session.$basketQuantities.set(basketQuantitiesOf(lines));
    await addToBasket(session, addition);
    return 'added';
  }
  const quantity = Math.min(
    addition.quantity,
    maximumOf({ multiplicity: line.multiplicity, stock: line.stock }),
  );
  const held = (shown: number) =>
    basketQuantitiesOf(lines.map((other) => (other === line ? { ...other, quantity: shown } : other)));
  if (quantity === line.quantity || quantity <= 0) {
    session.$basketQuantities.set(held(line.quantity));
    return 'unchanged';
  }
  const header = await updateBasketLine(session.api, line.lineId, quantity);
  if (header) session.$headerBasket.set(header);
  else void refreshHeaderBasket(session);
  session.$basketQuantities.set(held(quantity));
  return 'set';
}
