import { addMatsBasketLine, isPortalMatDetail } from '../api/mats';
import type { MatAddToBasketDetail } from '../domain/mats';
import type { Session } from './session';

/**
 * Puts a configured set of mats in the signed-in client's basket (basket.add.json, type
 * 'constructor'); the header basket follows the answer, so the badge does at once. Errors reach the
 * caller.
 */
export async function addMatsToBasket(session: Session, detail: MatAddToBasketDetail): Promise<void> {
  // A partner page's set carries no prices to check: only the portal's session sends one here.
  if (!isPortalMatDetail(detail)) throw new Error('A partner page set has no portal prices');
  session.$headerBasket.set(await addMatsBasketLine(session.api, detail));
}
