import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The OAuth error body the spec's client reads (doc 1 §8). */
export interface ApiError {
  error: string;
  error_description: string;
}

export const TOKEN_ERRORS = {
  invalid: { error: 'invalid_token', error_description: 'The access token provided is invalid' },
  expired: { error: 'expired_token', error_description: 'The access token provided has expired' },
} as const satisfies Record<string, ApiError>;

export const NO_AUTH_FOUND: ApiError = {
  error: 'NO_AUTH_FOUND',
  error_description: 'Wrong authorization data',
};

export function apiError(
  c: Context,
  status: ContentfulStatusCode,
  error: string,
  description: string,
): Response {
  return c.json({ error, error_description: description } satisfies ApiError, status);
}

export function badRequest(c: Context, description: string): Response {
  return apiError(c, 400, 'bad_request', description);
}
