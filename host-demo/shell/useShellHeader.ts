import {
  DEFAULT_FOOTER_MENU,
  DEFAULT_TOP_MENU,
  loadFooterMenu,
  loadShellHeader,
  type MenuEntry,
  type ShellHeader,
} from '@portal/core/content';
import type { Session } from '@portal/core/session';
import { useSession, useStore } from '@portal/ui';
import { useEffect, useState } from 'react';

/**
 * One request per kind of visitor: the menus change with the server's content and with signing in
 * or out, not from page to page. A failure is forgotten, so that the next page asks again.
 */
function cached<T>(load: (session: Session) => Promise<T>) {
  const requests = new Map<boolean, Promise<T>>();
  return (session: Session, signedIn: boolean): Promise<T> => {
    const known = requests.get(signedIn);
    if (known) return known;
    const request = load(session).catch((error: unknown) => {
      requests.delete(signedIn);
      throw error;
    });
    requests.set(signedIn, request);
    return request;
  };
}

const header = cached((session) => loadShellHeader(session.api, location.pathname));
const footer = cached((session) => loadFooterMenu(session.api, location.pathname));

/** A cached request as a component sees it: its value once loaded, whether it failed, and a way to ask again. */
interface Cached<T> {
  value: T | null;
  failed: boolean;
  retry: () => void;
}

function useCached<T>(request: (session: Session, signedIn: boolean) => Promise<T>, what: string): Cached<T> {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const [outcome, setOutcome] = useState<{ signedIn: boolean; value: T | null; failed: boolean } | null>(
    null,
  );
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new attempt is what asks again (the failure was forgotten).
  useEffect(() => {
    let mounted = true;
    request(session, signedIn).then(
      (loaded) => mounted && setOutcome({ signedIn, value: loaded, failed: false }),
      (error: unknown) => {
        console.warn(`[portal] ${what} failed`, error);
        if (mounted) setOutcome({ signedIn, value: null, failed: true });
      },
    );
    return () => {
      mounted = false;
    };
  }, [request, session, signedIn, what, attempt]);
  const current = outcome?.signedIn === signedIn ? outcome : null;
  return {
    value: current?.value ?? null,
    failed: current?.failed ?? false,
    retry: () => {
      setOutcome(null);
      setAttempt((count) => count + 1);
    },
  };
}

/** The header's menus: the server's, once they have loaded (doc 1 §2), or a failure to say so. */
export function useShellHeader(): Cached<ShellHeader> {
  return useCached(header, 'shell header');
}

/** The top menu: the defaults until the server's arrives, and for a visitor. */
export function useTopMenu(): readonly MenuEntry[] {
  const loaded = useShellHeader().value?.topMenu;
  return loaded && loaded.length > 0 ? loaded : DEFAULT_TOP_MENU;
}

/** The footer's links: menurest.list.json's, the defaults while it loads or when it fails. */
export function useFooterMenu(): readonly MenuEntry[] {
  const loaded = useCached(footer, 'footer menu').value;
  return loaded && loaded.length > 0 ? loaded : DEFAULT_FOOTER_MENU;
}
