import { keepSignIn, type Session } from '../core/session/session';

/** Signs `session` in as a sign-in would once the server answered this access token. */
export function signInWith(session: Session, accessToken = 'a1'): void {
  keepSignIn(session, accessToken);
}
