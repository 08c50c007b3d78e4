import { commonMessages } from '../messages/common';
import { productMessages } from '../messages/product';
import { ADDITION_UNKNOWN, isApiError } from './errors';

/**
 * The text a widget shows for a failed call: the server's own words when it gave some, that the
 * connection is lost when no answer came at all, else the spec's default. Apart from ApiError,
 * which the shared runtime carries, so that only widgets that show it carry the texts.
 */
export function errorMessageFor(error: unknown): string {
  if (!isApiError(error)) return commonMessages.genericError;
  if (error.kind === 'network') return commonMessages.connectionLost;
  // An error status's text (a 5xx) is the server's fault, not something the user can act on.
  if (error.kind === 'http') return commonMessages.genericError;
  return error.serverMessage || commonMessages.genericError;
}

/**
 * What a part of a page whose code could not be fetched shows: offline, that the connection is lost;
 * otherwise (a release replaced the file, the server failed) the spec's default text.
 */
export function codeFailureMessage(online: boolean): string {
  return online ? commonMessages.genericError : commonMessages.connectionLost;
}

/**
 * What 'В корзину' says when the part was not put in the basket: why, and that the quantity typed is
 * kept; or, when neither its answer nor the basket could be read, that it is not known whether it
 * went in, and that pressing again cannot add it twice.
 */
export function additionFailureMessage(error: unknown): string {
  if (isApiError(error) && error.code === ADDITION_UNKNOWN) return productMessages.addUnknown;
  return productMessages.addFailed(errorMessageFor(error));
}
