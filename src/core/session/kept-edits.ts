import { storeStorage } from './persisted';
import type { Session } from './session';

/**
 * A signed-in page sends the basket edits a closed or reloaded tab left unconfirmed (issue 22.4),
 * from whichever widget or portal page opens first. Every page pays only this look into storage:
 * the code that sends (session/basket-drafts-resend.ts: whose edits they are is its business) is
 * fetched when there is something to send. A page opened offline cannot fetch it, and leaves them
 * to the next page.
 */
export function sendKeptEdits(session: Session): void {
  // The drafts are written by JSON.stringify (session/basket-drafts.ts): an edit reads `"edits":{"`.
  if (storeStorage()?.getItem('portal:basket-drafts')?.includes('"edits":{"'))
    void import('./basket-drafts-resend').then(
      ({ resendBasketDrafts }) => resendBasketDrafts(session),
      () => undefined,
    );
}
