/**
 * The route guard of doc 1 §4 and doc 2 §4 with the public routes of DESIGN.md: a visitor may see
 * only these pages; a signed-in client who opens the login page goes to the personal info page.
 */
const PUBLIC_ROUTES = [
  /^\/login\/?$/,
  /^\/unauth\/?$/,
  /^\/unauth\/news\/[^/]+\/?$/,
  /^\/reviews\/?$/,
  /^\/404\/?$/,
];

export const LANDING_PATH = '/unauth/';
export const LOGIN_PATH = '/login/';
export const PERSONAL_INFO_PATH = '/personal/info/';
/** The client's orders (doc 2 §2.1, §2.5). */
export const ORDER_LIST_PATH = '/personal/orderlist/';
/** Where a successful sign-in leads (doc 2 §2.10). */
export const AFTER_LOGIN_PATH = '/?from=login';

export function isPublicRoute(pathname: string): boolean {
  return PUBLIC_ROUTES.some((route) => route.test(pathname));
}

/**
 * Where the guard sends this visit, or `null` when the page may be shown. `requested` is a page the
 * session itself asked for as it ended (the login screen after a logout): a visitor goes there
 * rather than to the landing page, as long as it is a public page.
 */
export function guardRedirect(
  pathname: string,
  signedIn: boolean,
  requested: string | null = null,
): string | null {
  if (signedIn) return /^\/login\/?$/.test(pathname) ? PERSONAL_INFO_PATH : null;
  if (isPublicRoute(pathname)) return null;
  return requested && isPublicRoute(requested) ? requested : LANDING_PATH;
}
