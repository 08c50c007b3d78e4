import { loadBasketCount } from '../api/basket';
import { isApiError } from '../api/errors';
import type { Session } from './session';

/**
 * How long a failed header refresh waits before asking again, one delay per attempt. A refresh
 * follows a change to the basket (an upload, an order, an edit): giving up after one failure would
 * leave the header showing a basket the server no longer holds until the page is left.
 */
export const HEADER_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16000];

// The retry waiting per session: a newer refresh replaces it, so one page never asks twice at once.
const waiting = new WeakMap<Session, ReturnType<typeof setTimeout>>();

/** A failure another try may mend: no answer, an answer cut off, a server error (not a 4xx). */
function passing(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (error.kind === 'network' || error.kind === 'malformed') return true;
  return error.kind === 'http' && (error.status ?? 500) >= 500;
}

/**
 * After the header refresh numbered `retry` (0 the first) failed with `error`: `again` asks once
 * more after the next delay, unless the failure will not pass, the delays are spent or a retry
 * already waits.
 */
function retryLater(
  session: Session,
  error: unknown,
  retry: number,
  again: (session: Session, retry: number) => Promise<void>,
): void {
  const delay = HEADER_RETRY_DELAYS_MS[retry];
  if (delay === undefined || !passing(error) || waiting.has(session)) return;
  waiting.set(
    session,
    setTimeout(() => {
      waiting.delete(session);
      void again(session, retry + 1);
    }, delay),
  );
}

/** A newer refresh is asked: the retry waiting, if any, is dropped. */
function cancelRetry(session: Session): void {
  clearTimeout(waiting.get(session));
  waiting.delete(session);
}

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
    retryLater(session, error, retry, attempt);
  }
}

/**
 * Reloads the header basket. Its errors are only logged (doc 1 §8): the header keeps the last
 * known figures rather than going blank, and a failure that may pass is asked again after
 * `HEADER_RETRY_DELAYS_MS`. Resolves once the first attempt is over.
 */
export function refreshHeaderBasket(session: Session): Promise<void> {
  // After a retry this session's failures scheduled, never before it.
  cancelRetry(session);
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
