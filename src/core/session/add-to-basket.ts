import { addBasketLine, type BasketAddition } from '../api/basket-add';
import { updateBasketLine } from '../api/basket-change';
import { type BasketProductLine, loadBasketProducts } from '../api/basket-products';
import { ADDITION_UNKNOWN, ApiError, isApiError } from '../api/errors';
import { idempotencyKey } from '../api/idempotency';
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
 * The additions whose answer was lost and whose outcome the basket could not tell either, per page
 * session: the next press of the same part and quantity is sent under the same key, so that the
 * server adds it at most once.
 */
const unsettledAdditions = new WeakMap<Session, Map<string, { quantity: number; key: string }>>();

function unsettledOf(session: Session): Map<string, { quantity: number; key: string }> {
  let unsettled = unsettledAdditions.get(session);
  if (!unsettled) {
    unsettled = new Map();
    unsettledAdditions.set(session, unsettled);
  }
  return unsettled;
}

/** A failure that answers nothing about the addition: none, a proxy's page, a broken body. */
function answerLost(error: unknown): boolean {
  return (
    !isApiError(error) || error.kind === 'network' || error.kind === 'http' || error.kind === 'malformed'
  );
}

/**
 * Adds a product to the basket (basket.add.json) and updates the shared session at once: the
 * header basket from the server's answer and the product's quantity, so every widget on the page
 * (and in other tabs) shows 'В корзине' and the new figures. Errors reach the caller, which keeps
 * the typed quantity and says what went wrong.
 *
 * The call carries an idempotency key. When its answer is lost, the basket is asked what the server
 * did: the part's line holding the quantity added means it was added (as if answered); holding less,
 * that it was not (the failure stands). When the basket cannot be read either, the key is kept for
 * the next press of the same part and quantity, and the failure is `ADDITION_UNKNOWN` (offline, the
 * lost connection as it came).
 */
export async function addToBasket(session: Session, addition: BasketAddition): Promise<void> {
  const unsettled = unsettledOf(session);
  const earlier = unsettled.get(addition.productId);
  const key = earlier?.quantity === addition.quantity ? earlier.key : idempotencyKey();
  const before = session.$basketQuantities.get()[addition.productId] ?? 0;
  try {
    session.$headerBasket.set(await addBasketLine(session.api, addition, key));
  } catch (error) {
    if (!answerLost(error)) {
      unsettled.delete(addition.productId);
      throw error;
    }
    let lines: BasketProductLine[];
    try {
      lines = await loadBasketProducts(session.api);
    } catch (cause) {
      unsettled.set(addition.productId, { quantity: addition.quantity, key });
      // No connection at all: that is what the client is told; the next press resends safely anyway.
      if (isApiError(error) && error.kind === 'network') throw error;
      throw new ApiError('http', 'the outcome of basket.add.json is unknown', {
        code: ADDITION_UNKNOWN,
        cause,
      });
    }
    unsettled.delete(addition.productId);
    session.$basketQuantities.set(basketQuantitiesOf(lines));
    void refreshHeaderBasket(session);
    const held = basketQuantitiesOf(lines)[addition.productId] ?? 0;
    if (held < before + addition.quantity) throw error;
    return;
  }
  unsettled.delete(addition.productId);
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
