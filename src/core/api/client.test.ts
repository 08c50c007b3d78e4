import { createFakeFetch, json, type Route } from '@portal/test';
import { describe, expect, it, vi } from 'vitest';
import { type ApiClientDeps, createApiClient } from './client';
import { object, string } from './decode';
import { ApiError } from './errors';
import type { Tokens } from './tokens';

const okAnswer = object({ result: object({ value: string }) });

function setup(route: Route, initial: Tokens | null = { accessToken: 'old', refreshToken: 'r1' }) {
  let tokens = initial;
  const fake = createFakeFetch(route);
  const events: string[] = [];
  const deps: ApiClientDeps = {
    config: () => ({ apiBase: 'https://api.test', portalBase: 'https://portal.test' }),
    getTokens: () => tokens,
    setTokens: (next) => {
      tokens = next;
    },
    onSessionEnded: () => {
      tokens = null;
      events.push('session-ended');
    },
    onRedirect: (path) => events.push(`redirect ${path}`),
    fetch: fake.fetch,
  };
  return {
    client: createApiClient(deps),
    calls: fake.calls,
    events,
    tokens: () => tokens,
    /** What another tab's write to the shared storage does: new tokens, not through this client. */
    storeFromOtherTab: (next: Tokens) => {
      tokens = next;
    },
  };
}

/** A server whose access token `old` has expired and whose refresh hands out `new`. */
const expiringServer: Route = async (call) => {
  if (call.path === '/ajax/oauth.php') {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return json(200, { out: { access_token: 'new', refresh_token: 'r2', expires_in: 60 } });
  }
  if (call.token === 'new') return json(200, { result: { value: call.form.n ?? '' } });
  return json(401, { error: 'expired_token', error_description: 'The access token provided has expired' });
};

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
    const { client, calls, tokens } = setup(expiringServer);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, n) => client.call('/rest/x.json', { params: { n }, decode: okAnswer })),
    );
    expect(results.map((answer) => answer.result.value)).toEqual(
      Array.from({ length: 20 }, (_, n) => String(n)),
    );
    expect(calls.filter((call) => call.path === '/ajax/oauth.php')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/rest/x.json' && call.token === 'old')).toHaveLength(20);
    expect(calls.filter((call) => call.path === '/rest/x.json' && call.token === 'new')).toHaveLength(20);
    expect(tokens()).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('sends the refresh grant with the stored refresh token', async () => {
    const { client, calls } = setup(expiringServer);
    await client.call('/rest/x.json', { decode: okAnswer });
    expect(calls.find((call) => call.path === '/ajax/oauth.php')?.form).toMatchObject({
      grant_type: 'refresh_token',
      refresh_token: 'r1',
      client_id: 'portal-widgets',
    });
  });

  it('retries only once when the new token is refused too', async () => {
    const { client, calls } = setup((call) =>
      call.path === '/ajax/oauth.php'
        ? json(200, { out: { access_token: 'also-expired', refresh_token: 'r2' } })
        : json(401, { error: 'expired_token' }),
    );
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(calls.map((call) => call.path)).toEqual(['/rest/x.json', '/ajax/oauth.php', '/rest/x.json']);
  });

  it('logs out when the refresh is answered invalid_grant', async () => {
    const { client, events, tokens } = setup((call) =>
      call.path === '/ajax/oauth.php'
        ? json(400, { error: 'invalid_grant', error_description: 'Refresh token expired' })
        : json(401, { error: 'expired_token' }),
    );
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
    });
    expect(events).toEqual(['session-ended']);
    expect(tokens()).toBeNull();
  });

  it('keeps the session when another tab refreshed first and the server refused our old refresh token', async () => {
    const { client, events, tokens, storeFromOtherTab } = setup(async (call) => {
      if (call.path === '/ajax/oauth.php') {
        // Meanwhile the other tab stored the pair it got for the same refresh token.
        storeFromOtherTab({ accessToken: 'new', refreshToken: 'r2' });
        return json(400, { error: 'invalid_grant', error_description: 'Refresh token already used' });
      }
      if (call.token === 'new') return json(200, { result: { value: 'ok' } });
      return json(401, { error: 'expired_token' });
    });
    await expect(client.call('/rest/x.json', { decode: okAnswer })).resolves.toEqual({
      result: { value: 'ok' },
    });
    expect(events).toEqual([]);
    expect(tokens()).toEqual({ accessToken: 'new', refreshToken: 'r2' });
  });

  it('keeps the session when the refresh fails for want of a network', async () => {
    const { client, events, tokens } = setup((call) =>
      call.path === '/ajax/oauth.php' ? 'network-error' : json(401, { error: 'expired_token' }),
    );
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'network',
    });
    expect(events).toEqual([]);
    expect(tokens()).not.toBeNull();
  });

  it('keeps the session when the token exchange, fetched on first use, cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('./token-grant', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    try {
      const { createApiClient: freshClient } = await import('./client');
      let tokens: Tokens | null = { accessToken: 'old', refreshToken: 'r1' };
      const events: string[] = [];
      const fake = createFakeFetch(() => json(401, { error: 'expired_token' }));
      const client = freshClient({
        config: () => ({ apiBase: 'https://api.test', portalBase: 'https://portal.test' }),
        getTokens: () => tokens,
        setTokens: (next) => {
          tokens = next;
        },
        onSessionEnded: () => {
          tokens = null;
          events.push('session-ended');
        },
        onRedirect: (path) => events.push(`redirect ${path}`),
        fetch: fake.fetch,
      });
      await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
        kind: 'network',
      });
      expect(events).toEqual([]);
      expect(tokens).toEqual({ accessToken: 'old', refreshToken: 'r1' });
      expect(fake.calls.map((call) => call.path)).toEqual(['/rest/x.json']);
    } finally {
      vi.doUnmock('./token-grant');
      vi.resetModules();
    }
  });

  it.each([
    ['portal', '/login/'],
    ['shell', '/unauth/'],
  ] as const)('sends an invalid token in the %s area to %s', async (area, path) => {
    const { client, events, tokens } = setup(() => json(401, { error: 'invalid_token' }));
    await expect(client.call('/rest/x.json', { area, decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'invalid_token',
    });
    expect(events).toEqual([`redirect ${path}`, 'session-ended']);
    expect(tokens()).toBeNull();
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

  it('asks for tokens with the public client id', async () => {
    const route = vi.fn<Route>(() => json(200, { out: { access_token: 'a', refresh_token: 'b' } }));
    const { client, calls } = setup(route, null);
    await expect(client.requestTokens({ grant_type: 'authorization_code', code: 'c1' })).resolves.toEqual({
      accessToken: 'a',
      refreshToken: 'b',
    });
    expect(calls[0]?.form).toMatchObject({
      grant_type: 'authorization_code',
      code: 'c1',
      client_id: 'portal-widgets',
    });
  });
});

/**
 * The server's side of refresh-token rotation, as demo-api/state/tokens.ts does it: each refresh
 * answers a new pair; a used refresh token still answers (the latest refresh token) while its grace
 * lasts, and ends the session when it comes back after that.
 */
function rotatingServer() {
  let issued = 1;
  let latest = 'r1';
  let ended = false;
  const live = new Set(['a1']);
  const expired = new Set<string>();
  const inGrace = new Set<string>();
  const used = new Set<string>();
  const pair = (refreshToken: string) => {
    issued += 1;
    live.add(`a${issued}`);
    return json(200, { out: { access_token: `a${issued}`, refresh_token: refreshToken } });
  };
  const route: Route = async (call) => {
    if (call.path !== '/ajax/oauth.php') {
      if (call.token && live.has(call.token)) return json(200, { result: { value: call.token } });
      if (call.token && expired.has(call.token)) return json(401, { error: 'expired_token' });
      return json(401, { error: 'invalid_token' });
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
    const token = call.form.refresh_token ?? '';
    if (!ended && token === latest) {
      used.add(token);
      inGrace.add(token);
      latest = `r${issued + 1}`;
      return pair(latest);
    }
    if (!ended && inGrace.has(token)) return pair(latest);
    if (used.has(token)) {
      ended = true;
      live.clear();
      expired.clear();
    }
    return json(400, { error: 'invalid_grant', error_description: 'The refresh token is invalid' });
  };
  return {
    route,
    /** Every access token issued so far expires. */
    expireAccess() {
      for (const token of live) expired.add(token);
      live.clear();
    },
    /** The grace of every used refresh token is over. */
    endGrace() {
      inGrace.clear();
    },
    /** Someone else sends a refresh token to the server. */
    replay: (refreshToken: string) =>
      route({ path: '/ajax/oauth.php', token: null, form: { refresh_token: refreshToken } }),
  };
}

describe('refresh token rotation', () => {
  it('keeps two tabs that refreshed the same token at once signed in, with one latest refresh token', async () => {
    const server = rotatingServer();
    let stored: Tokens | null = { accessToken: 'a1', refreshToken: 'r1' };
    const events: string[] = [];
    const fake = createFakeFetch(server.route);
    // Two tabs: two clients, one storage (localStorage) between them.
    const tab = () =>
      createApiClient({
        config: () => ({ apiBase: 'https://api.test', portalBase: 'https://portal.test' }),
        getTokens: () => stored,
        setTokens: (next) => {
          stored = next;
        },
        onSessionEnded: () => events.push('session-ended'),
        onRedirect: (path) => events.push(`redirect ${path}`),
        fetch: fake.fetch,
      });
    server.expireAccess();
    const answers = await Promise.all(
      [tab(), tab()].map((client) => client.call('/rest/x.json', { decode: okAnswer })),
    );

    expect(
      fake.calls.filter((call) => call.path === '/ajax/oauth.php').map((call) => call.form.refresh_token),
    ).toEqual(['r1', 'r1']);
    expect(answers.map((answer) => answer.result.value)).toEqual([
      expect.stringMatching(/^a/),
      expect.stringMatching(/^a/),
    ]);
    expect(events).toEqual([]);
    expect(stored?.refreshToken).toBe('r2');
  });

  it('sends the rotated refresh token at the next expiry, never the used one', async () => {
    const server = rotatingServer();
    const { client, calls, events, tokens } = setup(server.route, { accessToken: 'a1', refreshToken: 'r1' });
    server.expireAccess();
    await client.call('/rest/x.json', { decode: okAnswer });
    server.endGrace();
    server.expireAccess();
    await client.call('/rest/x.json', { decode: okAnswer });

    expect(
      calls.filter((call) => call.path === '/ajax/oauth.php').map((call) => call.form.refresh_token),
    ).toEqual(['r1', 'r2']);
    expect(events).toEqual([]);
    expect(tokens()?.refreshToken).toBe('r3');
  });

  it('signs the client out once a stolen, already used refresh token has ended the session', async () => {
    const server = rotatingServer();
    const { client, events, tokens } = setup(server.route, { accessToken: 'a1', refreshToken: 'r1' });
    server.expireAccess();
    await client.call('/rest/x.json', { decode: okAnswer });
    server.endGrace();

    const stolen = await server.replay('r1');
    expect(stolen).toMatchObject({ status: 400, body: { error: 'invalid_grant' } });
    await expect(client.call('/rest/x.json', { decode: okAnswer })).rejects.toMatchObject({
      kind: 'unauthorized',
      code: 'invalid_token',
    });
    expect(events).toEqual(['redirect /login/', 'session-ended']);
    expect(tokens()).toBeNull();
  });
});
