import { commonMessages } from '../messages/common';
import { isApiError } from './errors';

/**
 * The text a widget shows for a failed call: the server's own words when it gave some. Apart from
 * ApiError, which the shared runtime carries, so that only widgets that show it carry the text.
 */
export function errorMessageFor(error: unknown): string {
  if (isApiError(error) && error.serverMessage) return error.serverMessage;
  return commonMessages.genericError;
}
