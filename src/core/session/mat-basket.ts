import { addMatsBasketLine, type MatBasketDetail } from '../api/mats';
import type { Session } from './session';

/**
 * Puts a configured set of mats in the signed-in client's basket (basket.add.json, type
 * 'constructor'); the header basket follows the answer, so the badge does at once. Errors reach the
 * caller.
 */
export async function addMatsToBasket(session: Session, detail: MatBasketDetail): Promise<void> {
  session.$headerBasket.set(await addMatsBasketLine(session.api, detail));
}
