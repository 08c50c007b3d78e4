import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { WireAnswer, WireAuthorize, WireToken, WireUserAnswer } from '../../src/core/api/wire-types';
import { toWireUser } from '../data/users';
import { callerAddress, type DemoApp, type DemoDeps, withCaller } from '../http/context';
import { apiError } from '../http/errors';
import { textField } from '../http/form';

/** The only client the demo knows: the portal's widgets and host. */
export const CLIENT_ID = 'portal-widgets';

/**
 * The refresh token's cookie (docs/server-contract.md, "Session"): HttpOnly so no page script reads
 * it, sent back only to the token endpoint.
 */
export const REFRESH_COOKIE = 'portal_refresh';
export const TOKEN_PATH = '/ajax/oauth.php';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * `Secure` everywhere but plain http on loopback, where the demo runs: WebKit refuses a `Secure`
 * cookie from `http://127.0.0.1` and `http://localhost` (Chromium and Firefox take it), so Safari
 * would lose the session at every page load. Over HTTPS, as the company's server is, it is kept.
 */
function secureCookie(c: Context): boolean {
  const url = new URL(c.req.url);
  return !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname));
}

function refreshCookieOptions(c: Context) {
  return { path: TOKEN_PATH, httpOnly: true, secure: secureCookie(c), sameSite: 'Strict' } as const;
}

function keepRefreshCookie(c: Context, refreshToken: string, maxAgeSeconds: number): void {
  setCookie(c, REFRESH_COOKIE, refreshToken, { ...refreshCookieOptions(c), maxAge: maxAgeSeconds });
}

/**
 * The browser's device cookie (docs/server-contract.md, "Sign-in throttling"): set at a successful
 * sign-in, it names the logins that signed in from this browser, whose sign-ins a stranger's
 * failures elsewhere then never hold back. Sent only to the sign-in path.
 */
export const DEVICE_COOKIE = 'portal_device';
const SIGN_IN_PATH = '/oauth/authorize';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 60 * 60;

function dropRefreshCookie(c: Context): void {
  deleteCookie(c, REFRESH_COOKIE, refreshCookieOptions(c));
}

/** Sign-in and session calls (doc 1 §7): the OAuth code flow, the current user and logout. */
export function authRoutes(app: DemoApp, { store, accessTtlSeconds, refreshTtlSeconds }: DemoDeps): void {
  app.on('POST', ['/oauth/authorize/', '/oauth/authorize'], (c) => {
    const form = c.get('form');
    if (textField(form, 'client_id') !== CLIENT_ID) {
      return c.json({ error: 'invalid_client', errorMessage: 'Неизвестный клиент авторизации.' }, 400);
    }
    const login = textField(form, 'login')?.trim() ?? '';
    const password = textField(form, 'password') ?? '';
    // The old server answered this case with error_information, the others with errorMessage.
    if (!login || !password) {
      return c.json({ error: 'invalid_request', error_information: 'Не указан логин или пароль.' }, 400);
    }
    // Checked before the password: while a login or an address waits, even the right one is not tried.
    const attempt = { login, address: callerAddress(c), device: getCookie(c, DEVICE_COOKIE) };
    const waitMs = store.signIns.wait(attempt);
    if (waitMs > 0) {
      c.header('Retry-After', String(Math.ceil(waitMs / 1000)));
      return c.json(
        { error: 'too_many_attempts', errorMessage: 'Слишком много неудачных попыток входа.' },
        429,
      );
    }
    // The password the client last set (personal.changepass.json), else the seeded one.
    const user = store.account.user(login);
    if (!user || user.password !== password) {
      store.signIns.failed(attempt);
      return c.json({ error: 'invalid_credentials', errorMessage: 'Неверный логин или пароль.' }, 400);
    }
    store.signIns.succeeded(attempt);
    setCookie(c, DEVICE_COOKIE, store.signIns.trustDevice(login, attempt.device), {
      path: SIGN_IN_PATH,
      httpOnly: true,
      secure: secureCookie(c),
      sameSite: 'Strict',
      maxAge: DEVICE_COOKIE_SECONDS,
    });
    return c.json({
      code: store.tokens.issueCode(user.login),
      state: textField(form, 'state') ?? '',
    } satisfies WireAuthorize);
  });

  app.post(TOKEN_PATH, (c) => {
    const form = c.get('form');
    if (textField(form, 'client_id') !== CLIENT_ID) {
      return apiError(c, 400, 'invalid_client', 'The client credentials are invalid');
    }
    // client_secret is not checked: a browser client cannot keep a secret (see README).
    const grantType = textField(form, 'grant_type');
    if (grantType !== 'authorization_code' && grantType !== 'refresh_token') {
      return apiError(c, 400, 'unsupported_grant_type', 'The grant type is not supported');
    }
    const isCode = grantType === 'authorization_code';
    // The refresh token is read from its cookie only: one in the body (which a page script could
    // have copied) is not a grant.
    const pair = isCode
      ? store.tokens.redeemCode(textField(form, 'code') ?? '')
      : store.tokens.refresh(getCookie(c, REFRESH_COOKIE) ?? '');
    if (!pair) {
      if (!isCode) dropRefreshCookie(c);
      const credential = isCode ? 'authorization code' : 'refresh token';
      return apiError(c, 400, 'invalid_grant', `The ${credential} is invalid, used or expired`);
    }
    keepRefreshCookie(c, pair.refreshToken, refreshTtlSeconds);
    // No refresh_token in the body: the browser keeps it, out of reach of the page's scripts.
    return c.json({
      out: { access_token: pair.accessToken, expires_in: accessTtlSeconds, token_type: 'Bearer' },
    } satisfies WireToken);
  });

  app.post(
    '/rest/backend.user.json',
    withCaller((c, { user }) =>
      c.json({ result: { current_user: toWireUser(user) } } satisfies WireAnswer<WireUserAnswer>),
    ),
  );

  app.post(
    '/rest/backend.logout.json',
    withCaller((c, { accessToken }) => {
      store.tokens.revoke(accessToken);
      dropRefreshCookie(c);
      return c.json({ result: true });
    }),
  );
}
