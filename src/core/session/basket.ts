import { loadBasketCount } from '../api/basket';
import type { Session } from './session';

/**
 * The retries of a failed refresh (session/basket-retry.ts), fetched at the first failure: most page
 * views never see one, and every page carries the header's refresh.
 */
let retries: Promise<typeof import('./basket-retry')> | undefined;

/**
 * The newest attempt of each session: the answer to an older one that comes late is dropped, not
 * shown over the newer one's figures.
 */
const newest = new WeakMap<Session, number>();

/** Each session's newest refresh while its first attempt is on its way. */
const inFlight = new WeakMap<Session, Promise<void>>();

async function attempt(session: Session, retry: number): Promise<void> {
  if (!session.$signedIn.get()) return;
  const ticket = (newest.get(session) ?? 0) + 1;
  newest.set(session, ticket);
  try {
    const figures = await loadBasketCount(session.api);
    if (newest.get(session) === ticket) session.$headerBasket.set(figures);
  } catch (error) {
    if (newest.get(session) !== ticket) return;
    console.warn('[portal] basket count failed; keeping the last figures', error);
    retries ??= import('./basket-retry');
    try {
      (await retries).retryLater(session, error, retry, attempt);
    } catch {
      // Without the retries' code the header keeps its figures (the failure is logged above) until
      // the next refresh; the next failure fetches the code again.
      retries = undefined;
    }
  }
}

/**
 * Reloads the header basket. Its errors are only logged (doc 1 §8): the header keeps the last
 * known figures rather than going blank, and a failure that may pass is asked again after
 * `HEADER_RETRY_DELAYS_MS` (session/basket-retry.ts). Resolves once the first attempt is over.
 */
export function refreshHeaderBasket(session: Session): Promise<void> {
  // After a retry this session's failures scheduled, never before it.
  void retries?.then(
    (module) => module.cancelRetry(session),
    () => undefined,
  );
  const first = attempt(session, 0);
  inFlight.set(session, first);
  // `attempt` never rejects (its failures are logged and retried); a newer refresh replaced it.
  void first.then(() => inFlight.get(session) === first && inFlight.delete(session));
  return first;
}

/**
 * The header's figures for a badge being shown (mounted, or its tab shown again): joins the refresh
 * in flight, if any, instead of asking again, so six badges on a page make one
 * backend.basket_count.json. A refresh after a change to the basket (`refreshHeaderBasket`) always
 * asks anew: an answer on its way may have left the server before the change.
 */
export function showHeaderBasket(session: Session): Promise<void> {
  return inFlight.get(session) ?? refreshHeaderBasket(session);
}
