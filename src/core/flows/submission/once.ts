import { errorMessageFor } from '../../api/error-message';
import { ApiError, isApiError } from '../../api/errors';
import { idempotencyKey } from '../../api/idempotency';

/** The code of a send whose answer was lost, and lost again when asked: what the server did is unknown. */
export const OUTCOME_UNKNOWN = 'outcome_unknown';

/**
 * Whether the server may have acted on a send that failed: no answer came, or not one the server
 * meant (a 5xx, a proxy's page, a body cut short). A refusal, or a session that ended, is an
 * answer: nothing was done.
 */
export function answerLost(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'malformed') return true;
  return error.kind === 'http' && (error.status === undefined || error.status >= 500);
}

export interface OnceSender {
  /**
   * Sends `input` with `send`, under an idempotency key (docs/server-contract.md, "Idempotency
   * keys") that stays the same for the same input until an answer says what became of it. A lost
   * answer is asked for at once by sending again under the key: the server answers what it did,
   * and does it once. Lost again, it fails with OUTCOME_UNKNOWN, and the next press of the same
   * input is sent under the same key.
   */
  send<T>(input: unknown, send: (key: string) => Promise<T>): Promise<T>;
}

/** One action's sends (a form, a button): one press at a time, each under its key. */
export function createOnceSender(newKey: () => string = idempotencyKey): OnceSender {
  let held: { input: string; key: string } | null = null;
  return {
    async send(input, send) {
      const fingerprint = JSON.stringify(input);
      if (held?.input !== fingerprint) held = { input: fingerprint, key: newKey() };
      const { key } = held;
      for (let attempt = 1; ; attempt++) {
        try {
          const answer = await send(key);
          held = null;
          return answer;
        } catch (error) {
          if (!answerLost(error)) {
            held = null;
            throw error;
          }
          if (attempt === 2 && isApiError(error)) {
            throw new ApiError(error.kind, `outcome unknown: ${error.message}`, {
              status: error.status,
              code: OUTCOME_UNKNOWN,
              serverMessage: error.serverMessage,
              cause: error,
            });
          }
        }
      }
    },
  };
}

/**
 * What a form says when its send failed: that it is not known whether it went (`unknown`, which
 * also says that pressing again does it once) when its answers were lost; else `otherwise`'s text.
 * Without a connection at all, that the connection is lost.
 */
export function sendFailureMessage(
  unknown: string,
  otherwise: (error: unknown) => string = errorMessageFor,
): (error: unknown) => string {
  return (error) =>
    isApiError(error) && error.code === OUTCOME_UNKNOWN && error.kind !== 'network'
      ? unknown
      : otherwise(error);
}
