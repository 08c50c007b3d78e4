import { notFoundPage, portalPath } from '@portal/core/paths';
import { portalUrl, type Session } from '@portal/core/session';
import { type Resource, useNavigate, useResource, useSession } from '@portal/ui';
import { useEffect, useRef } from 'react';

/** A page's data as the views show it: data the server did not have is on its way to 404. */
export type VinPage<T> = Resource<T | null>;

/**
 * One page's data, loaded by `key` (the kit's useResource: the previous call aborted, 'Повторить'
 * loads again). Data the server did not have (`null`) sends the client to the 404 page (doc 2 §4).
 */
export function useVinPage<T>(
  key: string,
  load: (api: Session['api'], signal: AbortSignal) => Promise<T | null>,
): VinPage<T> {
  const { api } = useSession();
  const page = useResource(key, (signal) => load(api, signal));
  // The host may hand a new navigate function on every render: it must not send the client twice.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const missing = page.status === 'ready' && page.value === null;
  useEffect(() => {
    if (!missing) return;
    const path = portalPath(notFoundPage);
    if (!navigate.current(path)) location.assign(portalUrl(path));
  }, [missing]);
  return page;
}
