import { addBasketLine, type BasketAddition } from '../api/basket-add';
import type { Session } from './session';

/** What a widget tells its page of an addition the server accepted (`portal:add-to-basket`). */
export interface AddToBasketDetail {
  /** The product's id; for a remote supplier's part, the offer's id. */
  productId: string;
  quantity: number;
}

/** How long the 'Товар добавлен в корзину' toast stays (doc 1 §9). */
export const TOAST_DURATION_MS = 2000;

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
