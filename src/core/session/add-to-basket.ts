import { headerBasketWire } from '../api/basket';
import { envelope, object } from '../api/decode';
import type { FormObject } from '../api/form';
import type { Session } from './session';

const addAnswer = envelope(object({ header: object({ basket_count_data: headerBasketWire }) }));

/** What basket.add.json needs at least; lists add the catalogue or supplier payload of doc 1 §7. */
export interface BasketAddition extends FormObject {
  productId: string;
  quantity: number;
}

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
  const answer = await session.api.call('/rest/basket.add.json', {
    params: { need_user_data: 'Y', ...addition },
    decode: addAnswer,
  });
  session.$headerBasket.set(answer.result.header.basket_count_data);
  const quantities = session.$basketQuantities.get();
  session.$basketQuantities.set({
    ...quantities,
    [addition.productId]: (quantities[addition.productId] ?? 0) + addition.quantity,
  });
}
