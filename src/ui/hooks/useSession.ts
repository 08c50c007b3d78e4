import { getSession, type Session } from '@portal/core/session';

/** The page's shared session (the same object for every widget and every bundle on the page). */
export function useSession(): Session {
  return getSession();
}
