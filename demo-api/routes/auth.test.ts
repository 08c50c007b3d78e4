import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, refreshCookieOf, signIn } from '../test-support';
import { CLIENT_ID, DEVICE_COOKIE, REFRESH_COOKIE } from './auth';

const start = Date.UTC(2024, 10, 20, 9, 0);

function clockedApp(accessTtlSeconds = 60) {
  const clock = { now: start };
  const app = createDemoApi({ accessTtlSeconds, products: 100, control: false, now: () => clock.now });
  return { app, clock };
}

/**
 * A call of the token endpoint; a `refresh_token` field goes in the cookie, as a browser sends it.
 * At the demo's address unless `origin` says where the API is.
 */
const exchange = (
  app: ReturnType<typeof createDemoApi>,
  { refresh_token, ...fields }: Record<string, string>,
  origin = 'http://127.0.0.1:8080',
) =>
  app.request(`${origin}/ajax/oauth.php`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(refresh_token !== undefined && { cookie: `${REFRESH_COOKIE}=${refresh_token}` }),
    },
    body: new URLSearchParams({ client_id: CLIENT_ID, client_secret: 'anything', ...fields }).toString(),
  });

/** The tokens a refresh answers; fails the test if it is refused. */
async function refreshed(app: ReturnType<typeof createDemoApi>, refreshToken: string) {
  const response = await exchange(app, { grant_type: 'refresh_token', refresh_token: refreshToken });
  expect(response.status).toBe(200);
  const { out } = (await response.json()) as { out: { access_token: string } };
  return { ...out, refresh_token: refreshCookieOf(response) };
}

/** A sign-in as the login form sends it. */
const authorize = (app: ReturnType<typeof createDemoApi>, login: string, password: string, state = 's') =>
  post(app, '/oauth/authorize/', { client_id: CLIENT_ID, login, password, state });

/** A sign-in from a browser at `address`, sending its device cookie when it has one. */
const authorizeFrom = (
  app: ReturnType<typeof createDemoApi>,
  { login, password, address, device }: { login: string; password: string; address: string; device?: string },
) =>
  app.request(
    // Not loopback: the company's server, whose cookies are Secure.
    'https://opt.example.ru/oauth/authorize/',
    {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(device && { cookie: `${DEVICE_COOKIE}=${device}` }),
      },
      body: new URLSearchParams({ client_id: CLIENT_ID, login, password, state: 's' }).toString(),
    },
    { incoming: { socket: { remoteAddress: address } } },
  );

/** The device cookie an answer sets; fails the test when it sets none. */
function deviceCookieOf(response: Response): string {
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${DEVICE_COOKIE}=`));
  expect(cookie).toMatch(/; Path=\/oauth\/authorize(;|$)/);
  expect(cookie).toMatch(/; HttpOnly(;|$)/);
  expect(cookie).toMatch(/; Secure(;|$)/);
  expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
  return cookie?.slice(DEVICE_COOKIE.length + 1).split(';')[0] ?? '';
}

/** The code a sign-in of demo answers. */
const codeOf = async (app: ReturnType<typeof createDemoApi>) =>
  ((await (await authorize(app, 'demo', 'demo')).json()) as { code: string }).code;

const userStatus = async (app: ReturnType<typeof createDemoApi>, accessToken: string) =>
  (await post(app, '/rest/backend.user.json', {}, accessToken)).status;

describe('POST /oauth/authorize/', () => {
  const app = createDemoApi({ products: 100 });

  it('answers a code and echoes the state', async () => {
    const response = await authorize(app, 'demo', 'demo', 'xyz');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: expect.stringMatching(/^\w{20,}$/), state: 'xyz' });
  });

  it('refuses a wrong password with errorMessage', async () => {
    const response = await authorize(app, 'demo', 'nope');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_credentials',
      errorMessage: 'Неверный логин или пароль.',
    });
  });

  it('refuses empty fields with error_information', async () => {
    const response = await authorize(app, '', '');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'invalid_request',
      error_information: expect.any(String),
    });
  });

  it('refuses another client_id', async () => {
    const response = await post(app, '/oauth/authorize/', {
      client_id: 'other',
      login: 'demo',
      password: 'demo',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_client', errorMessage: expect.any(String) });
  });
});

describe('sign-in throttling', () => {
  it('answers 429 with Retry-After after five wrong passwords for a login, even to the right one', async () => {
    const { app, clock } = clockedApp();
    for (let n = 0; n < 5; n++) expect((await authorize(app, 'demo', 'wrong')).status).toBe(400);
    const refused = await authorize(app, 'demo', 'demo');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(await refused.json()).toEqual({ error: 'too_many_attempts', errorMessage: expect.any(String) });
    clock.now += 30_000;
    expect((await authorize(app, 'demo', 'demo')).headers.get('retry-after')).toBe('30');
    clock.now += 30_000;
    expect((await authorize(app, 'demo', 'demo')).status).toBe(200);
    // The success cleared the count: one more mistake is only a mistake.
    expect((await authorize(app, 'demo', 'wrong')).status).toBe(400);
    expect((await authorize(app, 'demo', 'demo')).status).toBe(200);
  });

  it('doubles the wait with each failure past the limit, up to a quarter of an hour', async () => {
    const { app, clock } = clockedApp();
    const waits: (string | null)[] = [];
    while (waits.length < 7) {
      const answer = await authorize(app, 'basic', 'wrong');
      if (answer.status === 429) {
        waits.push(answer.headers.get('retry-after'));
        clock.now += Number(answer.headers.get('retry-after')) * 1000;
      }
    }
    expect(waits).toEqual(['60', '120', '240', '480', '900', '900', '900']);
  });

  it('holds back one address trying many logins, and leaves the logins alone elsewhere', async () => {
    const { app } = clockedApp();
    for (let n = 0; n < 20; n++) expect((await authorize(app, `guess${n}`, 'wrong')).status).toBe(400);
    const next = await authorize(app, 'demo', 'demo');
    expect(next.status).toBe(429);
    expect(next.headers.get('retry-after')).toBe('60');
  });
});

describe('sign-in throttling without a lock-out', () => {
  it("lets the client in from the browser they signed in from before, whatever a stranger's failures", async () => {
    const { app, clock } = clockedApp();
    const home = '198.51.100.4';
    const signedIn = await authorizeFrom(app, { login: 'demo', password: 'demo', address: home });
    expect(signedIn.status).toBe(200);
    const device = deviceCookieOf(signedIn);
    // A stranger guesses from ten addresses, and from the client's own (a shared office line).
    for (const address of [...Array.from({ length: 10 }, (_, n) => `10.0.0.${n}`), home]) {
      for (let n = 0; n < 6; n++) await authorizeFrom(app, { login: 'demo', password: `guess${n}`, address });
    }
    clock.now += 1000;
    const fresh = await authorizeFrom(app, { login: 'demo', password: 'demo', address: home });
    expect(fresh.status).toBe(429);
    expect(Number(fresh.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await authorizeFrom(app, { login: 'demo', password: 'demo', address: home, device })).status,
    ).toBe(200);
  });

  it('holds a login tried from many addresses back by a short wait, never a lock-out', async () => {
    const { app } = clockedApp();
    for (let n = 0; n < 40; n++) {
      await authorizeFrom(app, { login: 'basic', password: 'wrong', address: `10.0.${n}.1` });
    }
    const elsewhere = await authorizeFrom(app, { login: 'basic', password: 'basic', address: '10.1.0.1' });
    expect(elsewhere.status).toBe(429);
    expect(Number(elsewhere.headers.get('retry-after'))).toBeLessThanOrEqual(300);
  });

  it("does not clear an address's count when the attacker signs in between guesses (password spraying)", async () => {
    const { app } = clockedApp();
    const address = '203.0.113.9';
    const statuses: number[] = [];
    for (let guess = 0; guess < 57; guess++) {
      const answer = await authorizeFrom(app, { login: `client${guess}`, password: 'Qwerty123', address });
      statuses.push(answer.status);
      if (guess % 4 === 3) await authorizeFrom(app, { login: 'basic', password: 'basic', address });
    }
    expect(statuses.slice(0, 20)).toEqual(Array(20).fill(400));
    expect(statuses.slice(20)).toEqual(Array(37).fill(429));
  });

  it('holds the current password of a password change back as a sign-in: the right one waits too', async () => {
    const { app, clock } = clockedApp(3600);
    const { access_token } = await signIn(app, 'basic');
    const change = (old: string) =>
      post(
        app,
        '/rest/personal.changepass.json',
        { old_password: old, new_password: 'new-secret', confirm_new_password: 'new-secret' },
        access_token,
      );
    for (let n = 0; n < 5; n++) {
      expect(await (await change(`guess${n}`)).json()).toEqual({
        result: { success: false, message: 'Текущий пароль указан неверно.' },
      });
    }
    const held = await change('basic');
    expect(held.status).toBe(429);
    expect(held.headers.get('retry-after')).toBe('60');
    expect(await held.json()).toEqual({ error: 'too_many_attempts', errorMessage: expect.any(String) });
    clock.now += 60_000;
    expect(await (await change('basic')).json()).toMatchObject({ result: { success: true } });
  });
});

describe('POST /ajax/oauth.php', () => {
  it('exchanges a code for Bearer tokens, whatever the client_secret', async () => {
    const { app } = clockedApp(120);
    expect(await signIn(app)).toEqual({
      access_token: expect.any(String),
      refresh_token: expect.any(String),
      expires_in: 120,
      token_type: 'Bearer',
    });
  });

  it('keeps the refresh token in an HttpOnly, Secure, SameSite cookie of the token path, not in the body', async () => {
    const { app } = clockedApp();
    const code = await codeOf(app);
    const response = await exchange(
      app,
      { grant_type: 'authorization_code', code },
      'https://opt.example.ru',
    );
    const { out } = (await response.json()) as { out: Record<string, unknown> };
    expect(out).not.toHaveProperty('refresh_token');
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
    expect(cookie).toMatch(/; Path=\/ajax\/oauth\.php(;|$)/);
    expect(cookie).toMatch(/; HttpOnly(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(cookie).toMatch(/; Max-Age=2592000(;|$)/);
  });

  it.each([
    ['http://127.0.0.1:8080', false],
    ['http://localhost:8080', false],
    ['http://[::1]:8080', false],
    ['https://127.0.0.1:8443', true],
    ['http://opt.example.ru', true],
  ])(
    'over %s, marks the cookie Secure: %s (WebKit refuses Secure over http on loopback)',
    async (origin, secure) => {
      const { app } = clockedApp();
      const code = await codeOf(app);
      const response = await exchange(app, { grant_type: 'authorization_code', code }, origin);
      // A refused refresh expires the cookie with the same attributes, or the browser would keep it.
      const refused = await exchange(app, { grant_type: 'refresh_token', refresh_token: 'unknown' }, origin);
      for (const answer of [response, refused]) {
        const cookie = answer.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
        expect(cookie).toMatch(/; HttpOnly; /);
        expect(/; Secure(;|$)/.test(cookie ?? '')).toBe(secure);
      }
    },
  );

  it('refuses a refresh token sent in the body instead of the cookie', async () => {
    const { app } = clockedApp();
    const { refresh_token } = await signIn(app);
    const inBody = () =>
      post(app, '/ajax/oauth.php', { client_id: CLIENT_ID, grant_type: 'refresh_token', refresh_token });
    expect(await (await inBody()).json()).toMatchObject({ error: 'invalid_grant' });
    const tab = await refreshed(app, refresh_token);
    expect((await inBody()).status).toBe(400);
    expect(await userStatus(app, tab.access_token)).toBe(200);
  });

  it('sets the rotated cookie at each refresh and expires it at logout', async () => {
    const { app } = clockedApp();
    const first = await signIn(app);
    const next = await refreshed(app, first.refresh_token);
    expect(next.refresh_token).toMatch(/^\w{20,}$/);
    expect(next.refresh_token).not.toBe(first.refresh_token);
    const logout = await post(app, '/rest/backend.logout.json', {}, next.access_token);
    const cleared = logout.headers.getSetCookie().find((line) => line.startsWith(`${REFRESH_COOKIE}=`));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(cleared).toMatch(/Path=\/ajax\/oauth\.php/);
    const after = await exchange(app, { grant_type: 'refresh_token', refresh_token: next.refresh_token });
    expect(await after.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('accepts a code once', async () => {
    const { app } = clockedApp();
    const code = await codeOf(app);
    expect((await exchange(app, { grant_type: 'authorization_code', code })).status).toBe(200);
    const again = await exchange(app, { grant_type: 'authorization_code', code });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
  });

  it('refuses a code after a minute', async () => {
    const { app, clock } = clockedApp();
    const code = await codeOf(app);
    clock.now += 61_000;
    const response = await exchange(app, { grant_type: 'authorization_code', code });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates the refresh token', async () => {
    const { app } = clockedApp();
    const first = await signIn(app);
    const out = await refreshed(app, first.refresh_token);
    expect(out.refresh_token).not.toBe(first.refresh_token);
    expect(await userStatus(app, out.access_token)).toBe(200);
    expect(
      (await exchange(app, { grant_type: 'refresh_token', refresh_token: out.refresh_token })).status,
    ).toBe(200);
  });

  it('ends the whole session at once when the cookie just used is replayed: no grace hands a copy the session', async () => {
    const { app } = clockedApp();
    const first = await signIn(app);
    const client = await refreshed(app, first.refresh_token);
    // A copy of the cookie the browser has just sent, replayed from elsewhere in the same instant.
    const replay = await exchange(app, { grant_type: 'refresh_token', refresh_token: first.refresh_token });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    expect(refreshCookieOf(replay)).toBe('');
    expect(await userStatus(app, client.access_token)).toBe(401);
    const next = await exchange(app, { grant_type: 'refresh_token', refresh_token: client.refresh_token });
    expect(await next.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('ends the whole session when a rotated refresh token comes back later', async () => {
    const { app, clock } = clockedApp();
    const stolen = await signIn(app);
    const client = await refreshed(app, stolen.refresh_token);
    const later = await refreshed(app, client.refresh_token);
    clock.now += 60_000;

    const replay = await exchange(app, { grant_type: 'refresh_token', refresh_token: stolen.refresh_token });
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_grant', error_description: expect.any(String) });
    for (const token of [stolen.access_token, client.access_token, later.access_token]) {
      expect(await post(app, '/rest/backend.user.json', {}, token).then((r) => r.json())).toMatchObject({
        error: 'invalid_token',
      });
    }
    const next = await exchange(app, { grant_type: 'refresh_token', refresh_token: later.refresh_token });
    expect(await next.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('takes back what a thief got by refreshing first, once the client refreshes with the same token', async () => {
    const { app, clock } = clockedApp();
    const { refresh_token } = await signIn(app);
    const thief = await refreshed(app, refresh_token);
    clock.now += 60_000;
    const client = await exchange(app, { grant_type: 'refresh_token', refresh_token });
    expect(await client.json()).toMatchObject({ error: 'invalid_grant' });
    expect(await userStatus(app, thief.access_token)).toBe(401);
    const more = await exchange(app, { grant_type: 'refresh_token', refresh_token: thief.refresh_token });
    expect(await more.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('leaves the other sessions of the same login alone', async () => {
    const { app, clock } = clockedApp();
    const phone = await signIn(app);
    const desk = await signIn(app);
    await refreshed(app, phone.refresh_token);
    clock.now += 10_000;
    await exchange(app, { grant_type: 'refresh_token', refresh_token: phone.refresh_token });
    expect(await userStatus(app, phone.access_token)).toBe(401);
    expect(await userStatus(app, desk.access_token)).toBe(200);
    expect(
      (await exchange(app, { grant_type: 'refresh_token', refresh_token: desk.refresh_token })).status,
    ).toBe(200);
  });

  it('refuses an unknown refresh token and an unknown grant type', async () => {
    const { app } = clockedApp();
    const unknown = await exchange(app, { grant_type: 'refresh_token', refresh_token: 'nope' });
    expect(await unknown.json()).toMatchObject({ error: 'invalid_grant' });
    const password = await exchange(app, { grant_type: 'password' });
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
  });

  it('refuses an expired refresh token', async () => {
    const clock = { now: start };
    const app = createDemoApi({ products: 100, refreshTtlSeconds: 10, now: () => clock.now });
    const { refresh_token } = await signIn(app);
    clock.now += 10_000;
    expect(await (await exchange(app, { grant_type: 'refresh_token', refresh_token })).json()).toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('POST /rest/backend.user.json', () => {
  it('answers the demo user with profile and manager', async () => {
    const { app } = clockedApp();
    const { access_token } = await signIn(app);
    const response = await post(app, '/rest/backend.user.json', {}, access_token);
    expect(await response.json()).toEqual({
      result: {
        current_user: {
          ID: expect.any(String),
          LOGIN: 'demo',
          NAME: 'Иван Петров',
          USER_DATA: expect.objectContaining({
            UF_EXPRESS_DELIVERY: 1,
            UF_EXPRESS_DELIVERY_PRICE: 500,
            PROPERTY_FULL_NAME_VALUE: 'ООО «Автодеталь-Черноземье»',
            PROPERTY_INN_VALUE: expect.stringMatching(/^\d{10}$/),
            PROPERTY_KPP_VALUE: expect.stringMatching(/^\d{9}$/),
          }),
          MANAGER: {
            NAME: expect.any(String),
            PREVIEW_PICTURE_PATH: '/demo-assets/manager.svg',
            PROPERTY_PHONE_VALUE: [expect.any(String), expect.any(String)],
          },
        },
      },
    });
  });

  it('answers basic without express delivery or manager', async () => {
    const { app } = clockedApp();
    const { access_token } = await signIn(app, 'basic');
    const { result } = (await (await post(app, '/rest/backend.user.json', {}, access_token)).json()) as {
      result: { current_user: { USER_DATA: { UF_EXPRESS_DELIVERY: number }; MANAGER: unknown } };
    };
    expect(result.current_user.USER_DATA.UF_EXPRESS_DELIVERY).toBe(0);
    expect(result.current_user.MANAGER).toBeNull();
  });

  it('leaves USER_DATA out for noaccess', async () => {
    const { app } = clockedApp();
    const { access_token } = await signIn(app, 'noaccess');
    const { result } = (await (await post(app, '/rest/backend.user.json', {}, access_token)).json()) as {
      result: { current_user: Record<string, unknown> };
    };
    expect(result.current_user.LOGIN).toBe('noaccess');
    expect(result.current_user).not.toHaveProperty('USER_DATA');
  });

  it('reads the token from the auth field too', async () => {
    const { app } = clockedApp();
    const { access_token } = await signIn(app);
    expect((await post(app, '/rest/backend.user.json', { auth: access_token })).status).toBe(200);
  });

  it('reads no auth field from a page of another origin: a simple cross-site post carries no session', async () => {
    const { app } = clockedApp();
    const { access_token } = await signIn(app);
    const formPost = (headers: Record<string, string>) =>
      app.request('http://localhost/rest/backend.user.json', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body: new URLSearchParams({ auth: access_token }).toString(),
      });
    const foreign = await formPost({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(foreign.status).toBe(401);
    expect(await foreign.json()).toMatchObject({ error: 'NO_AUTH_FOUND' });
    expect((await formPost({ origin: 'https://evil.example' })).status).toBe(401);
    expect((await formPost({ 'sec-fetch-site': 'cross-site' })).status).toBe(401);
    expect((await formPost({ origin: 'http://localhost', 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
    // The header is read from anywhere CORS lets a page send it from.
    const withHeader = await app.request('http://localhost/rest/backend.user.json', {
      method: 'POST',
      headers: { origin: 'https://evil.example', authorization: `Bearer ${access_token}` },
    });
    expect(withHeader.status).toBe(200);
  });

  it('answers NO_AUTH_FOUND without a token', async () => {
    const { app } = clockedApp();
    const response = await post(app, '/rest/backend.user.json');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'NO_AUTH_FOUND', error_description: expect.any(String) });
  });

  it('answers invalid_token for an unknown token', async () => {
    const { app } = clockedApp();
    const response = await post(app, '/rest/backend.user.json', {}, 'forged');
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: 'invalid_token',
      error_description: 'The access token provided is invalid',
    });
  });

  it('answers expired_token once the access TTL has passed, and refresh brings it back', async () => {
    const { app, clock } = clockedApp(2);
    const { access_token, refresh_token } = await signIn(app);
    clock.now += 1999;
    expect((await post(app, '/rest/backend.user.json', {}, access_token)).status).toBe(200);
    clock.now += 1;
    const expired = await post(app, '/rest/backend.user.json', {}, access_token);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      error: 'expired_token',
      error_description: 'The access token provided has expired',
    });
    const refreshed = await exchange(app, { grant_type: 'refresh_token', refresh_token });
    const { out } = (await refreshed.json()) as { out: { access_token: string } };
    expect((await post(app, '/rest/backend.user.json', {}, out.access_token)).status).toBe(200);
  });
});

describe('POST /rest/backend.logout.json', () => {
  it('answers true and revokes every token of the session', async () => {
    const { app } = clockedApp();
    const first = await signIn(app);
    const { access_token, refresh_token } = await refreshed(app, first.refresh_token);
    const other = await signIn(app);
    const logout = await post(app, '/rest/backend.logout.json', {}, access_token);
    expect(await logout.json()).toEqual({ result: true });
    expect(await (await post(app, '/rest/backend.user.json', {}, access_token)).json()).toMatchObject({
      error: 'invalid_token',
    });
    expect(await (await exchange(app, { grant_type: 'refresh_token', refresh_token })).json()).toMatchObject({
      error: 'invalid_grant',
    });
    expect(await userStatus(app, first.access_token)).toBe(401);
    expect((await post(app, '/rest/backend.user.json', {}, other.access_token)).status).toBe(200);
  });
});

describe('apps', () => {
  it('do not share tokens', async () => {
    const { app } = clockedApp();
    const { app: another } = clockedApp();
    const { access_token } = await signIn(app);
    expect((await post(another, '/rest/backend.user.json', {}, access_token)).status).toBe(401);
  });
});
