import { sessionRedirectPath } from '@portal/core/paths';
import { isApiError, loadCurrentUser } from '@portal/core/session';
import { useSession, useStore } from '@portal/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Loads the signed-in user once per sign-in and routes the session's redirects (an invalid token,
 * a logout) through the app's router instead of a page reload.
 */
export function useSessionBootstrap(): void {
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = useStore(session.$signedIn);
  const user = useStore(session.$user);

  // A session that ran out sends the client to sign in and back here: the address as it is now.
  useEffect(
    () =>
      session.onRedirect((redirect) => {
        const { pathname, search, hash } = window.location;
        navigate(sessionRedirectPath(`${pathname}${search}${hash}`, redirect));
      }),
    [session, navigate],
  );

  useEffect(() => {
    if (!signedIn || user) return;
    loadCurrentUser(session).catch((error: unknown) => {
      // An ended session already logged out and the guard moves on; other faults keep the page.
      if (!isApiError(error) || error.kind !== 'unauthorized')
        console.warn('[portal] user fetch failed', error);
    });
  }, [session, signedIn, user]);
}
