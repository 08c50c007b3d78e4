import type { Hono } from 'hono';
import { CLIENT_ID, REFRESH_COOKIE } from './routes/auth';

/** Posts a form-encoded body, with a Bearer token when one is given. */
export function post(
  app: Hono,
  path: string,
  fields: Record<string, string> = {},
  token?: string,
): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

interface SignedIn {
  access_token: string;
  /** Read from the cookie the answer sets: the body has none. */
  refresh_token: string;
  expires_in: number;
  token_type: string;
}

/** The refresh token an answer of the token endpoint sets in its cookie; `''` when it sets none. */
export function refreshCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
  return cookie?.slice(REFRESH_COOKIE.length + 1).split(';')[0] ?? '';
}

/** Runs the code flow the portal runs: authorize, then exchange the code for tokens. */
export async function signIn(app: Hono, login = 'demo', password = login): Promise<SignedIn> {
  const authorize = await post(app, '/oauth/authorize/', {
    client_id: CLIENT_ID,
    login,
    password,
    state: 's',
  });
  const { code } = (await authorize.json()) as { code: string };
  const token = await post(app, '/ajax/oauth.php', {
    grant_type: 'authorization_code',
    client_id: CLIENT_ID,
    client_secret: 'browser',
    code,
  });
  const { out } = (await token.json()) as { out: Omit<SignedIn, 'refresh_token'> };
  return { ...out, refresh_token: refreshCookieOf(token) };
}

/** A refresh as the browser sends it: the refresh token in its cookie. */
export function refreshWithCookie(app: Hono, refreshToken: string): Promise<Response> {
  return Promise.resolve(
    app.request('/ajax/oauth.php', {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `${REFRESH_COOKIE}=${refreshToken}`,
      },
      body: new URLSearchParams({ grant_type: 'refresh_token', client_id: CLIENT_ID }).toString(),
    }),
  );
}
