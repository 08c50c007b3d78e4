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

async function attempt(session: Session, retry: number): Promise<void> {
  if (!session.$tokens.get()) return;
  try {
    session.$headerBasket.set(await loadBasketCount(session.api));
  } catch (error) {
    console.warn('[portal] basket count failed; keeping the last figures', error);
    const delay = HEADER_RETRY_DELAYS_MS[retry];
    if (delay === undefined || !passing(error) || waiting.has(session)) return;
    waiting.set(
      session,
      setTimeout(() => {
        waiting.delete(session);
        void attempt(session, retry + 1);
      }, delay),
    );
  }
}

/**
 * Reloads the header basket. Its errors are only logged (doc 1 §8): the header keeps the last
 * known figures rather than going blank, and a failure that may pass is asked again after
 * `HEADER_RETRY_DELAYS_MS`. Resolves once the first attempt is over.
 */
export function refreshHeaderBasket(session: Session): Promise<void> {
  clearTimeout(waiting.get(session));
  waiting.delete(session);
  return attempt(session, 0);
}
