import { notFoundPage, portalPath } from '@portal/core/paths';
import { errorMessageFor, portalUrl, type Session } from '@portal/core/session';
import { useNavigate, useSession } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';

export type VinPageState<T> =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; data: T };

/**
 * One page's data: loaded when `key` changes (the previous call is dropped), a failure kept with
 * the reason to show beside 'Повторить'. Data the server did not have (`null`) sends the client to
 * the 404 page (doc 2 §4).
 */
export function useVinPage<T>(
  key: string,
  load: (session: Session, signal: AbortSignal) => Promise<T | null>,
): { state: VinPageState<T>; retry: () => void } {
  const session = useSession();
  // The host may hand a new navigate function on every render: it must not load the page again.
  const navigateNow = useNavigate();
  const navigate = useRef(navigateNow);
  navigate.current = navigateNow;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<VinPageState<T> & { key: string }>({ status: 'loading', key });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is a new function every render; `key` names what it loads.
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading', key });
    load(session, controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        if (data !== null) {
          setState({ status: 'ready', data, key });
          return;
        }
        const path = portalPath(notFoundPage);
        if (!navigate.current(path)) location.assign(portalUrl(path));
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'failed', message: errorMessageFor(error), key });
      },
    );
    return () => controller.abort();
  }, [session, key, attempt]);

  return {
    // A new key shows its loading state at once, never the previous page's data.
    state: state.key === key ? state : { status: 'loading' },
    retry: () => setAttempt((count) => count + 1),
  };
}
