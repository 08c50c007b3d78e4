import type { Hono } from 'hono';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { DEMO_BASKET_FIGURES } from '../data/baskets';
import { post, refreshWithCookie, signIn } from '../test-support';
import { CLIENT_ID } from './auth';

let app: Hono;
let token: string;

beforeEach(async () => {
  app = createDemoApi({ products: 200, control: true });
  token = (await signIn(app)).access_token;
});

const control = (path: string, body?: unknown) =>
  Promise.resolve(
    app.request(`/__demo/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body ?? {}),
    }),
  );
const addFault = async (fault: Record<string, unknown>) => {
  const response = await control('faults', fault);
  expect(response.status).toBe(200);
};
const basketCount = () => post(app, '/rest/backend.basket_count.json', {}, token);

describe('POST /__demo/faults', () => {
  it('answers a server error as many times as asked, then recovers', async () => {
    await addFault({ path: 'basket_count', status: 500, times: 2 });
    for (let call = 0; call < 2; call++) {
      const response = await basketCount();
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error: 'server_error' });
    }
    expect((await basketCount()).status).toBe(200);
  });

  it('answers 502 with an HTML page', async () => {
    await addFault({ path: '/rest/', status: 502 });
    const response = await basketCount();
    expect(response.status).toBe(502);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('502 Bad Gateway');
    expect((await basketCount()).status).toBe(200);
  });

  it.each([
    ['expired', { error: 'expired_token', error_description: 'The access token provided has expired' }],
    ['invalid', { error: 'invalid_token', error_description: 'The access token provided is invalid' }],
  ])('answers the spec 401 for an %s token, then the token works again', async (kind, body) => {
    await addFault({ path: 'backend.user.json', token: kind });
    const response = await post(app, '/rest/backend.user.json', {}, token);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual(body);
    expect((await post(app, '/rest/backend.user.json', {}, token)).status).toBe(200);
  });

  it('answers 200 with JSON that does not parse', async () => {
    await addFault({ path: 'basket.list', malformed: true });
    const response = await post(app, '/rest/basket.list.json', {}, token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await response.text();
    expect(() => JSON.parse(text)).toThrow();
    expect((await post(app, '/rest/basket.list.json', {}, token)).status).toBe(200);
  });

  it('delays a call that then answers normally', async () => {
    await addFault({ path: 'basket_count', latencyMs: 40 });
    const started = performance.now();
    const response = await basketCount();
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(await response.json()).toEqual({ result: { header: { basket_count_data: DEMO_BASKET_FIGURES } } });
    const pending = await (await control('faults', { path: 'x' })).json();
    expect(pending).toEqual({ ok: true, pending: 1 });
  });

  it('lets the call act, then answers the fault in its place', async () => {
    await addFault({ path: 'basket.clear', status: 502, after: true });
    const cleared = await post(app, '/rest/basket.clear.json', {}, token);
    expect(cleared.status).toBe(502);
    expect(await cleared.text()).toContain('502 Bad Gateway');
    expect(await basketCount().then((response) => response.json())).toEqual({
      result: { header: { basket_count_data: { count: 0, price: 0 } } },
    });
  });

  it('lets the call act, then answers a cut body, late', async () => {
    await addFault({ path: 'basket.delete', malformed: true, after: true, latencyMs: 40 });
    const started = performance.now();
    const deleted = await post(app, '/rest/basket.delete.json', { basket_item_id: '1' }, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(35);
    expect(deleted.status).toBe(200);
    const text = await deleted.text();
    expect(() => JSON.parse(text)).toThrow();
    const { result } = await (await basketCount()).json();
    expect(result.header.basket_count_data.count).toBe(2);
  });

  it('drops the pending faults on DELETE, and leaves the baskets as they are', async () => {
    await addFault({ path: 'basket_count', status: 503, times: 5 });
    await post(app, '/rest/basket.delete.json', { basket_item_id: '1' }, token);
    const dropped = await app.request('/__demo/faults', { method: 'DELETE' });
    expect(await dropped.json()).toEqual({ ok: true, pending: 0 });
    const { result } = await (await basketCount()).json();
    expect(result.header.basket_count_data.count).toBe(2);
  });

  it('applies faults in the order they were added, to matching paths only', async () => {
    await addFault({ path: 'basket_count', status: 503 });
    await addFault({ path: 'basket_count', token: 'invalid' });
    expect((await post(app, '/rest/backend.user.json', {}, token)).status).toBe(200);
    expect((await basketCount()).status).toBe(503);
    expect((await basketCount()).status).toBe(401);
    expect((await basketCount()).status).toBe(200);
  });

  it('faults the OAuth endpoints too, but not a CORS preflight', async () => {
    await addFault({ path: '/ajax/oauth.php', status: 500 });
    await app.request('/ajax/oauth.php', {
      method: 'OPTIONS',
      headers: { origin: 'https://partner.example' },
    });
    const refresh = await post(app, '/ajax/oauth.php', {
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      refresh_token: 'x',
    });
    expect(refresh.status).toBe(500);
  });

  it.each([
    ['no path', { status: 500 }],
    ['an unknown field', { path: 'x', latency: 10 }],
    ['a status outside 400..599', { path: 'x', status: 200 }],
    ['an unknown token kind', { path: 'x', token: 'stale' }],
    ['two outcomes', { path: 'x', status: 500, malformed: true }],
    ['times 0', { path: 'x', status: 500, times: 0 }],
    ['after without an answer to give', { path: 'x', after: true, latencyMs: 10 }],
    ['after with a token error', { path: 'x', after: true, token: 'expired' }],
    ['after that is not true', { path: 'x', after: 'yes', status: 500 }],
    ['a body that is not an object', ['x']],
  ])('refuses a fault with %s', async (_, fault) => {
    const response = await control('faults', fault);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'bad_request', error_description: expect.any(String) });
  });
});

describe('POST /__demo/reset', () => {
  it('restores the seeded baskets and drops pending faults, keeping sessions', async () => {
    await post(app, '/rest/basket.clear.json', {}, token);
    await addFault({ path: 'basket_count', status: 500, times: 5 });
    expect(await (await control('reset')).json()).toEqual({ ok: true });
    const response = await basketCount();
    expect(await response.json()).toEqual({ result: { header: { basket_count_data: DEMO_BASKET_FIGURES } } });
  });
});

describe('POST /__demo/expire-tokens', () => {
  it('expires every access token issued so far; refresh tokens still work', async () => {
    const basic = await signIn(app, 'basic');
    await control('expire-tokens');
    for (const access of [token, basic.access_token]) {
      expect(await (await post(app, '/rest/backend.user.json', {}, access)).json()).toMatchObject({
        error: 'expired_token',
      });
    }
    const refreshed = await refreshWithCookie(app, basic.refresh_token);
    const { out } = (await refreshed.json()) as { out: { access_token: string } };
    expect((await post(app, '/rest/backend.user.json', {}, out.access_token)).status).toBe(200);
  });
});

describe('GET /__demo/state', () => {
  it("answers a user's basket lines and figures", async () => {
    const response = await app.request('/__demo/state?login=demo');
    expect(await response.json()).toEqual({
      login: 'demo',
      lines: [
        { id: 1, productId: 1001, quantity: 2, payload: {} },
        { id: 2, productId: 1004, quantity: 1, payload: {} },
        { id: 3, productId: 1010, quantity: 4, payload: {} },
      ],
      basket_count_data: DEMO_BASKET_FIGURES,
      orders: [],
    });
  });

  it('answers 404 for an unknown login', async () => {
    expect((await app.request('/__demo/state?login=ghost')).status).toBe(404);
  });
});

describe('without control', () => {
  it('has no /__demo/ endpoints', async () => {
    const closed = createDemoApi({ products: 200, control: false });
    for (const path of ['reset', 'faults', 'expire-tokens']) {
      const response = await closed.request(`/__demo/${path}`, {
        method: 'POST',
        body: '{"path":"rest","status":500}',
      });
      expect(response.status).toBe(404);
    }
    expect((await closed.request('/__demo/state?login=demo')).status).toBe(404);
    expect((await post(closed, '/rest/backend.basket_count.json')).status).toBe(200);
  });
});

describe('POST /__demo/basket', () => {
  it('fills the basket with as many lines as asked, each product in stock at its multiple', async () => {
    const response = await control('basket', { login: 'basic', lines: 150 });
    expect(response.status).toBe(200);
    const basic = (await signIn(app, 'basic', 'basic')).access_token;
    const list = (await (await post(app, '/rest/basket.list.json', {}, basic)).json()) as {
      result: { ITEMS: unknown[] };
    };
    expect(list.result.ITEMS).toHaveLength(150);
  });

  it('refuses an unknown login and a count the catalogue cannot fill', async () => {
    expect((await control('basket', { login: 'nobody', lines: 3 })).status).toBe(400);
    expect((await control('basket', { login: 'basic', lines: 10_000 })).status).toBe(400);
  });
});
