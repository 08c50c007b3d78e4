import { type CatalogueMenuItem, loadCatalogueMenu } from '@portal/core/catalogue';
import type { Session } from '@portal/core/session';
import { useSession } from '@portal/ui';
import { useEffect, useState } from 'react';

// The menu changes with the server's catalogue, not within a visit: one request serves the header
// and every catalogue page; a failure is forgotten so that the next page asks again.
let request: Promise<CatalogueMenuItem[]> | null = null;

function catalogueMenu(session: Session): Promise<CatalogueMenuItem[]> {
  request ??= loadCatalogueMenu(session.api).catch((error: unknown) => {
    request = null;
    throw error;
  });
  return request;
}

/** The two-level catalogue menu of the header (empty until it has loaded, or if it cannot be). */
export function useCatalogueMenu(): CatalogueMenuItem[] {
  const session = useSession();
  const [menu, setMenu] = useState<CatalogueMenuItem[]>([]);
  useEffect(() => {
    let mounted = true;
    catalogueMenu(session).then(
      (items) => mounted && setMenu(items),
      (error: unknown) => console.warn('[portal] catalogue menu failed', error),
    );
    return () => {
      mounted = false;
    };
  }, [session]);
  return menu;
}
