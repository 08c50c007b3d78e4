import type { Hono } from 'hono';
import { CLIENT_ID } from './routes/auth';

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

export interface SignedIn {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: string;
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
  const { out } = (await token.json()) as { out: SignedIn };
  return out;
}
