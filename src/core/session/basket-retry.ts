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
 * already waits. Apart from the runtime (session/basket.ts), which fetches it at a first failure.
 */
export function retryLater(
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
export function cancelRetry(session: Session): void {
  clearTimeout(waiting.get(session));
  waiting.delete(session);
}
