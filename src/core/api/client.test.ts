import { createFakeFetch, json, type Reply, type Route, wireToken } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { type ApiClientDeps, createApiClient } from './client';
import { object, string } from './decode';
import { ApiError } from './errors';

const okAnswer = object({ result: object({ value: string }) });

/** A client signed in (or not) whose session holds `initial`'s token, as sign-in would keep it. */
function setup(route: Route, initial: string | null = 'old') {
  let signedIn = initial !== null;
  const fake = createFakeFetch(route);
  const events: string[] = [];
  const deps: ApiClientDeps = {
    config: () => ({ apiBase: 'https://api.test', portalBase: 'https://portal.test' }),
    signedIn: () => signedIn,
    onSessionEnded: () => {
      signedIn = false;
      events.push('session-ended');
    },
    onRedirect: (path) => events.push(`redirect ${path}`),
    fetch: fake.fetch,
  };
  const client = createApiClient(deps);
  if (initial) client.keep(initial);
  return { client, calls: fake.calls, events, signedIn: () => signedIn };
}

/** A server whose access token `old` has expired and whose refresh hands out `new`. */
const expiringServer: Route = async (call) => {
  if (call.path === '/ajax/oauth.php') {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return json(200, { out: { access_token: 'new', expires_in: 60 } });
  }
  if (call.token === 'new') return json(200, { result: { value: call.form.n ?? '' } });
  return json(401, { error: 'expired_token', error_description: 'The access token provided has expired' });
};

describe('a page of another origin asking for its session (resume)', () => {
  const page = (route: Route, ready?: () => Promise<void> | undefined) => {
    const fake = createFakeFetch(route);
    let signedIn = false;
    const events: string[] = [];
    const client = createApiClient({
      config: () => ({ apiBase: 'https://opt.example.ru', portalBase: 'https://opt.example.ru' }),
      signedIn: () => signedIn,
      ready,
      onSessionEnded: () => events.push('session-ended'),
      onRedirect: (path) => events.push(`redirect ${path}`),
      fetch: fake.fetch,
    });
    return { client, calls: fake.calls, events, signIn: () => (signedIn = true) };
  };
  const tokenEndpoint =
    (reply: Reply): Route =>
    (call) =>
      call.path === '/ajax/oauth.php' ? reply : json(200, { result: { value: call.token ?? 'anonymous' } });

  it('asks once with the cookie and keeps the token for the calls that follow', async () => {
    const { client, calls, events, signIn } = page(tokenEndpoint(json(200, wireToken('a'))));
    expect(await client.resume()).toBe('signed-in');
    signIn();
    expect((await client.call('/rest/x.json', { decode: okAnswer })).result.value).toBe('a');
    expect(calls.map((call) => [call.path, call.withCookies ?? false])).toEqual([
      ['/ajax/oauth.php', true],
      ['/rest/x.json', false],
    ]);
    expect(events).toEqual([]);
  });

  it.each([
    ['refused', json(400, { error: 'invalid_grant' })],
    ['unreachable', 'network-error' as const],
    ['failed', json(502, {})],
    ['failed', { status: 200, text: '<html>' }],
  ])('reads %s from the answer %j, and ends nothing itself', async (outcome, reply) => {
    const { client, events } = page(tokenEndpoint(reply));
    expect(await client.resume()).toBe(outcome);
    expect(events).toEqual([]);
  });

  it('makes the calls that need the session wait until the page knows whether it has one', async () => {
    let answered = (): void => undefined;
    const known = new Promise<void>((resolve) => {
      answered = resolve;
    });
    const { client, calls } = page(tokenEndpoint(json(400, { error: 'invalid_grant' })), () => known);
    const list = client.call('/rest/x.json', { decode: okAnswer });
    const anonymousCall = client.call('/rest/y.json', { auth: false, decode: okAnswer });
    await anonymousCall;
    expect(calls.map((call) => call.path)).toEqual(['/rest/y.json']);
    answered();
    // Signed out once known: the list is the anonymous one, not a failure.
    expect((await list).result.value).toBe('anonymous');
    expect(calls.map((call) => [call.path, call.token])).toEqual([
      ['/rest/y.json', null],
      ['/rest/x.json', null],
    ]);
  });
});

describe('api client', () => {
  it('sends form-encoded fields with the bearer token', async () => {
    const { client, calls } = setup(() => json(200, { result: { value: 'ok' } }));
    await client.call('/rest/x.json', {
      params: { q: 'W 712/75', filter: { brand: 'MANN' } },
      decode: okAnswer,
    });
    expect(calls).toEqual([
      { path: '/rest/x.json', token: 'old', form: { q: 'W 712/75', 'filter[brand]': 'MANN' } },
    ]);
  });

  it('sends no token on unauthenticated calls', async () => {
    const { client, calls } = setup(() => json(200, { result: { value: 'ok' } }));
    await client.call('/rest/x.json', { auth: false, decode: okAnswer });
    expect(calls[0]?.token).toBeNull();
  });

  it('shares one refresh between 20 concurrent calls and retries each once', async () => {
    const { client, calls } = setup(expiringServer);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => client.call('/rest/x.json', { params: { n }, decode: okAnswer })),
    );
    expect(results.map((answer) => answer.result.value)).toEqual(
      Array.from({ length: 20 }, (_, n) => String(n)),
    );
    expect(calls.filter((call) => call.path === '/ajax/oauth.php')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/rest/x.json' && call.token === 'old')).toHaveLength(20);
    expect(calls.filter((call) => call.path === '/rest/x.json' && call.token === 'new')).toHaveLength(20);
  });

  it('sends the refresh grant with the cookie, and no refresh token of its own, kept alive past the page', async () => {
    const { client, calls } = setup(expiringServer);
    await client.call('/rest/x.json', { decode: okAnswer });
    expect(calls.find((call) => call.path === '/ajax/oauth.php')).toEqual({
      path: '/ajax/oauth.php',
      token: null,
      form: {
        grant_type: 'refresh_token',
        client_id: 'portal-widgets',
        client_secret: 'public-browser-client',
      },
      // The server rotates the cookie as it answers: a page left meanwhile must not lose the new one.
      keepalive: true,
      withCookies: true,
    });
    expect(calls.filter((call) => call.withCookies).map((call) => call.path)).toEqual(['/ajax/oauth.php']);
  });

  it("gets a signed-in page's first token with the cookie, once for every call that needs it", async () => {
    const fake = createFakeFetch(expiringServer);
    const newPage = createApiClient({
      config: () => ({ apiBase: 'https://api.test', portalBase: 'https://portal.test' }),
      signedIn: () => true,
      onSessionEnded: () => undefined,
      onRedirect: () => undefined,
      fetch: fake.fetch,
    });
    const answers = await Promise.all(
      [1, 2, 3].map((n) => newPage.call('/rest/x.json', { params: { n }, decode: okAnswer })),
    );
    expect(answers.map((answer) => answer.result.value)).toEqual(['1', '2', '3']);
    expect(fake.calls.map((call) => [call.path, call.token])).toEqual([
      ['/ajax/oauth.php', null],
      ['/rest/x.json', 'new'],
      ['/rest/x.json', 'new'],
      ['/rest/x.json', 'new'],
    ]);
  });

  it('sends no token and asks for none on a signed-out page', async () => {
    const { client, calls } = setup(() => json(200, { result: { value: 'ok' } }), null);
    await client.call('/rest/x.json', { decode: okAnswer });
    expect(calls).toEqual([{ path: '/rest/x.json', token: null, form: {} }]);
  });

  it.each([
    ['a form field', { auth: 'x' }],
    ['no field', {}],
  ])('sends the token only in the Authorization header, with %s of its own', async (_, params) => {
    const { client, calls } = setup(() => json(200, { result: { value: 'ok' } }));
    await client.call('/rest/x.json', { params, decode: okAnswer });
    expect(calls[0]?.token).toBe('old');
    expect(Object.values(calls[0]?.form ?? {})).not.toContain('old');
  });

  it('retries only once when the new token is refused too', async () => {
    const { client, calls } = setup((call) =>
      call.path === '/ajax/oauth.php'
        ? json(200, wireToken('also-expired'))
        : json(401, { error: 'expired_token' }),
    );
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(calls.map((call) => call.path)).toEqual(['/rest/x.json', '/ajax/oauth.php', '/rest/x.json']);
  });

  it('logs out when the refresh is answered invalid_grant', async () => {
    const { client, events, signedIn } = setup((call) =>
      call.path === '/ajax/oauth.php'
        ? json(400, { error: 'invalid_grant', error_description: 'Refresh token expired' })
        : json(401, { error: 'expired_token' }),
    );
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(events).toEqual(['session-ended']);
    expect(signedIn()).toBe(false);
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    const { client, events, signedIn } = setup((call) =>
      call.path === '/ajax/oauth.php' ? 'network-error' : json(401, { error: 'expired_token' }),
    );
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(events).toEqual([]);
    expect(signedIn()).toBe(true);
  });

  it.each([
    ['portal', '/login/'],
    ['shell', '/unauth/'],
  ] as const)('sends an invalid token in the %s area to %s', async (area, path) => {
    const { client, events, signedIn } = setup(() => json(401, { error: 'invalid_token' }));
    await expect(client.call('/rest/x.json', { area, decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'invalid_token',
    });
    expect(events).toEqual([`redirect ${path}`, 'session-ended']);
    expect(signedIn()).toBe(false);
  });

  it('turns a body that is not JSON into a malformed error', async () => {
    const { client } = setup(() => ({ status: 200, text: '{"result": {"val' }));
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('turns JSON of the wrong shape into a malformed error', async () => {
    const { client } = setup(() => json(200, { result: { value: 42 } }));
    const error = await client.call('/rest/x.json', { decode: okAnswer }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'malformed', status: 200 });
  });

  it('turns an HTML 502 page into an http error', async () => {
    const { client } = setup(() => ({
      status: 502,
      text: '<html><body><h1>502 Bad Gateway</h1></body></html>',
      contentType: 'text/html',
    }));
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
  });

  it('turns a failed connection into a network error', async () => {
    const { client } = setup(() => 'network-error');
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'network',
    });
  });

  it("passes the server's own words on a refused request", async () => {
    const { client } = setup(() => json(400, { error: 'bad_request', error_description: 'Товар не найден' }));
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Товар не найден',
    });
  });

  it('lets an aborted call reject with the abort, not a network error', async () => {
    const controller = new AbortController();
    const { client } = setup(() => {
      controller.abort();
      return 'network-error';
    });
    const error = await client
      .call('/rest/x.json', { decode: okAnswer, signal: controller.signal })
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ApiError);
  });

  it('redeems a code with the public client id, and keeps the token it gets only once asked to', async () => {
    const { client, calls } = setup((call) =>
      call.path === '/ajax/oauth.php'
        ? json(200, wireToken('a'))
        : json(200, { result: { value: call.token ?? '' } }),
    );
    const accessToken = await client.redeemCode('c1');
    expect(accessToken).toBe('a');
    expect(calls[0]).toMatchObject({
      form: { grant_type: 'authorization_code', code: 'c1', client_id: 'portal-widgets' },
      withCookies: true,
    });
    expect((await client.call('/rest/x.json', { accessToken, decode: okAnswer })).result.value).toBe('a');
    expect((await client.call('/rest/x.json', { decode: okAnswer })).result.value).toBe('old');
    client.keep(accessToken);
    expect((await client.call('/rest/x.json', { decode: okAnswer })).result.value).toBe('a');
  });
});
