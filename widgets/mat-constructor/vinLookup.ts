import { resolveMatVin } from '@portal/core/mat-vin';
import type { MatAccess } from '@portal/core/mats';
import type { Session } from '@portal/core/session';

/**
 * The VIN search (the online catalogue's lookup, then the mat catalogue's lists): a chunk of its
 * own, fetched the first time a client searches a VIN, so that the constructor's file does not
 * carry the online catalogue's calls.
 */
export function lookUpVin(
  session: Session,
  access: MatAccess,
  request: Parameters<typeof resolveMatVin>[2],
  signal: AbortSignal,
) {
  return resolveMatVin(session.api, access, request, signal);
}
