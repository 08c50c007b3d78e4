/**
 * Where a client sent to sign in comes back to (issue 22.7): the login page carries the page they
 * were on and why they had to sign in, and a successful sign-in leads back there. The page comes in
 * the login URL, which anybody can write, so only a path of this portal's own pages is followed:
 * never another origin (no open redirect), never the login page itself.
 */
import { landingPage, loginPage } from './portal-page';
import { isPublicRoute, matchPortalPath, personalInfoPage, portalPath } from './portal-paths';

/** Why the login page was opened instead of the page asked for. */
type SignInReason = 'expired' | 'signed-out';
const REASONS: readonly SignInReason[] = ['expired', 'signed-out'];

/** The login URL's parameters: the page to return to, and the reason. */
const RETURN_PARAM = 'back';
const REASON_PARAM = 'why';

// Any origin does: only whether a path stays on it matters.
const BASE = 'http://portal.invalid';

/**
 * The return path as it may be followed, or `null`: a path (not `//host`, no backslash or control
 * character a browser would read as something else) that stays on the portal's origin and is one
 * of its pages other than the login page; its query and fragment are kept.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  if (/[\\\u0000-\u001f\u007f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  const name = matchPortalPath(url.pathname);
  if (name === null || name === 'login') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page that returns to `location` once signed in, saying why; the plain login page if it cannot. */
function loginPathFor(location: string, reason: SignInReason): string {
  const back = safeReturnPath(location);
  return back
    ? portalPath(loginPage, {}, { [RETURN_PARAM]: back, [REASON_PARAM]: reason })
    : loginPage.pattern;
}

/** What a login URL's query asks for: the page to return to and why, each `null` when absent or not allowed. */
export function signInReturn(search: string): { back: string | null; reason: SignInReason | null } {
  const params = new URLSearchParams(search);
  const back = safeReturnPath(params.get(RETURN_PARAM));
  const why = params.get(REASON_PARAM);
  const reason = back ? (REASONS.find((known) => known === why) ?? null) : null;
  return { back, reason };
}

/**
 * A page the session itself asked for as it ended: after a logout, or `expired` when the server
 * ended it under the page (its refresh refused, or an invalid token).
 */
interface RequestedPage {
  readonly path: string;
  readonly expired?: boolean;
}

/** The page a request of the session leads to, the one whose arrival settles it. */
export function requestedPage(requested: RequestedPage): string {
  return requested.expired ? loginPage.pattern : requested.path;
}

/**
 * Where a page the session asked for leads from `location`. A session the server ended under the
 * page leads to the login page, which says so and returns to `location` once signed in, whichever
 * page the call asked for: the spec sends a shell call's invalid token to the landing page, where
 * the client learnt nothing and lost their page (issue 44.3). Any other page is itself.
 */
export function sessionRedirectPath(location: string, requested: RequestedPage): string {
  return requested.expired ? loginPathFor(location, 'expired') : requested.path;
}

/**
 * Where the guard sends this visit (`location`: path, query and fragment), or `null` when the page
 * may be shown (doc 1 §4, doc 2 §4, issue 22.7). A signed-in client on the login page goes where it
 * says to return to, or to the personal info page. A visitor may see the public pages. One whose
 * session the server ended on a page goes to the login page, which returns there (issue 44.3); a logout goes to the page
 * it asked for (public only). A visitor who opens a portal page by its address (a shared link to an
 * order, a mat configuration) goes to the login page, which returns there; from the home page or an
 * unknown path, to the landing page.
 */
export function guardRedirect(
  location: string,
  signedIn: boolean,
  requested: RequestedPage | null = null,
): string | null {
  // The router's location: its path up to the query, the query up to the fragment.
  const [pathname = '', search = ''] = location.split('#', 1)[0]?.split(/(?=\?)/, 2) ?? [];
  const name = matchPortalPath(pathname);
  if (signedIn) return name === 'login' ? (signInReturn(search).back ?? personalInfoPage.pattern) : null;
  if (isPublicRoute(pathname)) return null;
  if (requested?.expired) return loginPathFor(location, 'expired');
  if (requested && isPublicRoute(requested.path)) return requested.path;
  return name === null || name === 'home' ? landingPage.pattern : loginPathFor(location, 'signed-out');
}
