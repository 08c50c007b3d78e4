import { addMatsBasketLine, isPortalMatDetail } from '../api/mats';
import type { MatAddToBasketDetail } from '../domain/mats';
import { createOnceSender, type OnceSender, sendFailureMessage } from '../flows/submission/once';
import { matChangeMessages } from '../messages/mats';
import type { Session } from './session';

/** What 'В корзину' says when the set could not be added, or when it is not known whether it was. */
export const matAddFailureMessage = sendFailureMessage(matChangeMessages.addUnknown);

/** Each session's additions of sets, one key per set as configured. */
const additions = new WeakMap<Session, OnceSender>();

/**
 * Puts a configured set of mats in the signed-in client's basket (basket.add.json, type
 * 'constructor'), under an idempotency key: its answer lost, it is asked again, and pressed again
 * while that is unknown, the same set is sent under the same key (submission/once.ts). The header
 * basket follows the answer, so the badge does at once. Errors reach the caller.
 */
export async function addMatsToBasket(session: Session, detail: MatAddToBasketDetail): Promise<void> {
  // A partner page's set carries no prices to check: only the portal's session sends one here.
  if (!isPortalMatDetail(detail)) throw new Error('A partner page set has no portal prices');
  let sender = additions.get(session);
  if (!sender) {
    sender = createOnceSender();
    additions.set(session, sender);
  }
  session.$headerBasket.set(await sender.send(detail, (key) => addMatsBasketLine(session.api, detail, key)));
}
