import { envelope, literal, object, string } from '../api/decode';
import { ApiError } from '../api/errors';
import { OAUTH_CLIENT } from '../api/tokens';
import type { CurrentUser } from '../api/user';
import { userAnswer } from '../api/user';
import { authMessages } from '../messages';
import { removeSessionCookies } from './cookies';
import { forgetClient, type Session } from './session';

const codeAnswer = object({ code: string });
const logoutAnswer = envelope(literal(true));

/** Fetches the signed-in user; a user without USER_DATA (or unknown to the server) is logged out. */
export async function loadCurrentUser(session: Session): Promise<CurrentUser> {
  let user: CurrentUser;
  try {
    ({ current_user: user } = (
      await session.api.call('/rest/backend.user.json', { decode: userAnswer })
    ).result);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_AUTH_FOUND') {
      forgetClient(session);
      throw new ApiError('unauthorized', authMessages.noPortalAccess, {
        code: error.code,
        serverMessage: authMessages.noPortalAccess,
      });
    }
    throw error;
  }
  if (!user.hasPortalAccess) {
    forgetClient(session);
    throw new ApiError('unauthorized', authMessages.noPortalAccess, {
      serverMessage: authMessages.noPortalAccess,
    });
  }
  session.$user.set(user);
  return user;
}

/**
 * Sign-in of doc 1 §7: authorize → code → tokens (kept locally) → user fetch.
 * Fails with an ApiError whose `serverMessage` is what the login form shows.
 */
export async function signIn(session: Session, login: string, password: string): Promise<CurrentUser> {
  const authorized = await session.api.call('/oauth/authorize/', {
    auth: false,
    params: { client_id: OAUTH_CLIENT.clientId, login, password, state: OAUTH_CLIENT.state },
    decode: codeAnswer,
  });
  const tokens = await session.api.requestTokens({ grant_type: 'authorization_code', code: authorized.code });
  session.$tokens.set(tokens);
  return loadCurrentUser(session);
}

/**
 * Logout of doc 1 §4: ends the server session, forgets the client (tokens, user, basket store,
 * header basket), removes the sale-uid and session cookies and asks the page to show the login screen.
 */
export async function signOut(session: Session): Promise<void> {
  if (session.$tokens.get()) {
    try {
      await session.api.call('/rest/backend.logout.json', { decode: logoutAnswer });
    } catch (error) {
      // The local logout must happen whatever the server says: a client who pressed "Выйти" is out.
      console.warn('[portal] server logout failed', error);
    }
  }
  forgetClient(session);
  removeSessionCookies();
  session.redirect('/login/');
}
