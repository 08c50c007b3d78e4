import { errorMessageFor } from '../api/error-message';
import { isApiError } from '../api/errors';
import { tooManyPasswordChecksMessage, tooManySignInsMessage } from '../messages/auth';
import { retryAfterSeconds } from '../rules/retry-after';

/**
 * What the login form says when a sign-in failed: when sign-ins are held back (429), when to try
 * again, from the server's `Retry-After`; otherwise as any failed call. Apart from `signIn`, so that
 * only the login page carries it.
 */
export function signInErrorMessage(error: unknown, now = Date.now()): string {
  if (isApiError(error) && error.status === 429)
    return tooManySignInsMessage(retryAfterSeconds(error.retryAfter ?? null, now));
  return errorMessageFor(error);
}

/**
 * What the password change says when its current password is held back (429, the sign-in's rules):
 * when to try again; otherwise `otherwise`'s text.
 */
export function passwordCheckErrorMessage(
  otherwise: (error: unknown) => string,
  now: () => number = Date.now,
): (error: unknown) => string {
  return (error) =>
    isApiError(error) && error.status === 429
      ? tooManyPasswordChecksMessage(retryAfterSeconds(error.retryAfter ?? null, now()))
      : otherwise(error);
}
