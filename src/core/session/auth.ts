import { ApiError } from '../api/errors';
import { authorize, type CurrentUser, loadUser, endServerSession as logOutOnServer } from '../api/user';
import { authMessages } from '../messages/auth';
import { loginPage } from '../rules/portal-page';
import { syncBasketQuantities, syncBasketQuantitiesOncePerPage } from './basket-quantities';
import { removeSessionCookies } from './cookies';
import { pendingOrderOf } from './pending-order';
import { forgetClient, keepSignIn, type Session } from './session';

async function fetchUser(session: Session, accessToken?: string): Promise<CurrentUser> {
  try {
    return await loadUser(session.api, accessToken);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_AUTH_FOUND') {
      throw new ApiError('unauthorized', authMessages.noPortalAccess, {
        code: error.code,
        serverMessage: authMessages.noPortalAccess,
      });
    }
    throw error;
  }
}

function refuse(): ApiError {
  return new ApiError('unauthorized', authMessages.noPortalAccess, {
    serverMessage: authMessages.noPortalAccess,
  });
}

/**
 * Fetches the signed-in user; a user without USER_DATA (or unknown to the server) is logged out.
 * The page then also reloads what the basket holds (not awaited, as at sign-in).
 */
export async function loadCurrentUser(session: Session): Promise<CurrentUser> {
  let user: CurrentUser;
  try {
    user = await fetchUser(session);
  } catch (error) {
    if (error instanceof ApiError && error.code === 'NO_AUTH_FOUND') forgetClient(session);
    throw error;
  }
  if (!user.hasPortalAccess) {
    forgetClient(session);
    throw refuse();
  }
  session.$user.set(user);
  // A page opened from a link (the product page always is) must not trust what this browser last
  // knew: the basket may have changed on another device, or the sign-in's own reload was cut off
  // by leaving the page before it answered.
  syncBasketQuantitiesOncePerPage(session);
  return user;
}

/**
 * Sign-in of doc 1 §7: authorize → code → tokens → user fetch. The access token is kept (in the
 * client's memory; the refresh token is the server's HttpOnly cookie) only once the user is known
 * to have portal access, so a refused account never appears signed in.
 * Fails with an ApiError; `signInErrorMessage` is what the login form shows for it.
 */
export async function signIn(session: Session, login: string, password: string): Promise<CurrentUser> {
  const code = await authorize(session.api, login, password);
  const accessToken = await session.api.redeemCode(code);
  const user = await fetchUser(session, accessToken);
  if (!user.hasPortalAccess) {
    await endServerSession(session, accessToken);
    throw refuse();
  }
  // An order kept from a session that ended on its own is given back only to the client who placed it.
  const kept = pendingOrderOf(session).get();
  if (kept && kept.owner !== user.id) pendingOrderOf(session).set(null);
  keepSignIn(session, accessToken);
  session.$user.set(user);
  // Not awaited: the client is in; the lists learn what the basket already holds as soon as it comes.
  void syncBasketQuantities(session);
  return user;
}

/** Ends the server session; only logged on failure, since the local logout must happen anyway. */
async function endServerSession(session: Session, accessToken?: string): Promise<void> {
  try {
    await logOutOnServer(session.api, accessToken);
  } catch (error) {
    console.warn('[portal] server logout failed', error);
  }
}

/**
 * Logout of doc 1 §4: ends the server session, forgets the client (tokens, user, basket store,
 * header basket, an order attempt still waiting), removes the sale-uid and session cookies and asks
 * the page to show the login screen.
 */
export async function signOut(session: Session): Promise<void> {
  if (session.$signedIn.get()) await endServerSession(session);
  session.redirect(loginPage.pattern);
  forgetClient(session);
  // Unlike a session that ended on its own, the client chose to leave, maybe a shared computer: the
  // contact, phone and comment of an order still waiting go with them rather than stay for the next
  // person. The basket and the order list on the server still tell what became of it.
  pendingOrderOf(session).set(null);
  removeSessionCookies();
}
