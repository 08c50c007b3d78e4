import { isRecord } from './decode';

/**
 * What went wrong with a call, as the widgets need to tell it apart:
 * - `network`: no answer at all (offline, DNS, CORS, aborted by the browser);
 * - `http`: an answer with an error status that carries no message for the user (5xx, HTML error page);
 * - `malformed`: a success status whose body is not what the spec describes;
 * - `unauthorized`: the session is over (refresh refused, token invalid, no auth found);
 * - `rejected`: the server refused the request and said why (its text is shown to the user).
 */
type ApiErrorKind = 'network' | 'http' | 'malformed' | 'unauthorized' | 'rejected';

interface ApiErrorDetails {
  status?: number;
  /** The server's machine-readable error code, e.g. `expired_token`. */
  code?: string;
  /**
   * The server's own human-readable text, shown to the user for `rejected` errors (and, by the few
   * answers whose spec says so, for `http` ones).
   */
  serverMessage?: string;
  /** The answer's `Retry-After` header, as sent: how long the server asked to wait (a 429). */
  retryAfter?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;
  readonly retryAfter: string | undefined;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
    this.retryAfter = details.retryAfter;
  }
}

/**
 * The code of a failed addition to the basket whose answer was lost and whose basket could not be
 * read either: whether the part went in is unknown (the next press resends it under the same key).
 */
export const ADDITION_UNKNOWN = 'addition_unknown';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Code fetched on first use that could not be, as the failed call it serves: offline, one that got
 * no answer (the connection is lost); otherwise the failure as it came.
 */
export function codeFetchFailure(cause: unknown, online: boolean): unknown {
  return online ? cause : new ApiError('network', 'code could not be fetched', { cause });
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The error code and the user-facing text of a 4xx body, in any of the server's spellings (read by
 * the client and by the token exchange, which it fetches apart).
 */
export function errorCode(body: unknown): { code?: string; message?: string } {
  if (!isRecord(body)) return {};
  return {
    code: text(body.error),
    message: text(body.errorMessage) ?? text(body.error_information) ?? text(body.error_description),
  };
}
