/**
 * What went wrong with a call, as the widgets need to tell it apart:
 * - `network`: no answer at all (offline, DNS, CORS, aborted by the browser);
 * - `http`: an answer with an error status that carries no message for the user (5xx, HTML error page);
 * - `malformed`: a success status whose body is not what the spec describes;
 * - `unauthorized`: the session is over (refresh refused, token invalid, no auth found);
 * - `rejected`: the server refused the request and said why (its text is shown to the user).
 */
export type ApiErrorKind = 'network' | 'http' | 'malformed' | 'unauthorized' | 'rejected';

export interface ApiErrorDetails {
  status?: number;
  /** The server's machine-readable error code, e.g. `expired_token`. */
  code?: string;
  /** The server's own human-readable text, shown to the user for `rejected` errors. */
  serverMessage?: string;
  cause?: unknown;
}

export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number | undefined;
  readonly code: string | undefined;
  readonly serverMessage: string | undefined;

  constructor(kind: ApiErrorKind, message: string, details: ApiErrorDetails = {}) {
    super(message, { cause: details.cause });
    this.name = 'ApiError';
    this.kind = kind;
    this.status = details.status;
    this.code = details.code;
    this.serverMessage = details.serverMessage;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
