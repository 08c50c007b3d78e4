import { updateBasketLine } from '../api/basket-change';
import { isApiError } from '../api/errors';
import { loadUser } from '../api/user';
import { refreshHeaderBasket } from './basket';
import { changeDraft, draftOf, pageDrafts, withEdit } from './basket-drafts';
import { syncBasketQuantities } from './basket-quantities';
import type { Session } from './session';

/** No answer at all: the edit is kept and sent again once the connection is back. */
const noConnection = (error: unknown) => isApiError(error) && error.kind === 'network';

/**
 * Sends the edits the signed-in client left unconfirmed in this browser (a tab closed offline, or
 * closed or reloaded while they were on their way), each as it was typed: setting a quantity twice
 * sets it once, as the basket's own edits are resent (flows/checkout/update-queue.ts). The server's
 * answer drops an edit: saved, or refused (the line left the basket, the stock fell short: the
 * basket then shows what the server holds). One that found no connection is kept, and sent again
 * once the browser is back online; any other failure keeps it for the next page. An edit changed
 * meanwhile (a basket page made a newer one) is that page's to send. Never rejects.
 */
export function resendBasketDrafts(session: Session): Promise<void> {
  const page = pageDrafts(session);
  page.sent = send(session);
  return page.sent;
}

async function send(session: Session): Promise<void> {
  let offline = false;
  let sent = false;
  try {
    const user = session.$user.get() ?? (await loadUser(session.api));
    if (!user.hasPortalAccess) return;
    const still = (lineId: string, quantity: number) => draftOf(session, user.id).edits[lineId] === quantity;
    for (const [lineId, quantity] of Object.entries(draftOf(session, user.id).edits)) {
      if (!still(lineId, quantity)) continue;
      try {
        const header = await updateBasketLine(session.api, lineId, quantity);
        if (header) session.$headerBasket.set(header);
        else void refreshHeaderBasket(session);
        sent = true;
      } catch (error) {
        if (!isApiError(error) || error.kind !== 'rejected') {
          offline ||= noConnection(error);
          console.warn('[portal] a kept basket edit was not sent', error);
          continue;
        }
      }
      changeDraft(
        session,
        (draft) => (still(lineId, quantity) ? withEdit(draft, lineId, null) : draft),
        user.id,
      );
    }
  } catch (error) {
    offline = noConnection(error);
    console.warn('[portal] kept basket edits not sent', error);
  }
  // The lists show the basket's quantities.
  if (sent) void syncBasketQuantities(session);
  if (offline) addEventListener('online', () => void resendBasketDrafts(session), { once: true });
}
