import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from './app';
import { parseEmbeddingOrigins } from './http/cors';
import { CLIENT_ID } from './routes/auth';
import { post, refreshWithCookie, signIn } from './test-support';

const partner = 'https://partner.example';
const cms = 'https://www.example.ru';
const elsewhere = 'https://elsewhere.example';

/** The paths the widgets call from a page, each under the kind of CORS it gets. */
const SESSION_CALLS = ['/oauth/authorize/', '/ajax/oauth.php'];
const REST_CALL = '/rest/backend.page.json';

const corsOf = (response: Response) => ({
  origin: response.headers.get('access-control-allow-origin'),
  credentials: response.headers.get('access-control-allow-credentials'),
  vary: response.headers.get('vary'),
});

describe('CORS of the embedding origins', () => {
  const app = createDemoApi({
    products: 100,
    embeddingOrigins: { cms: [cms], partner: [partner] },
    control: true,
  });
  const preflight = (path: string, origin: string) =>
    app.request(path, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
  const call = (path: string, origin: string) => app.request(path, { method: 'POST', headers: { origin } });

  it('answers a CMS origin of the site with credentials, on the session paths and /rest/', async () => {
    for (const path of [...SESSION_CALLS, REST_CALL]) {
      const asked = await preflight(path, cms);
      expect(asked.status, path).toBe(204);
      expect(corsOf(asked), path).toEqual({ origin: cms, credentials: 'true', vary: 'Origin' });
      expect(asked.headers.get('access-control-allow-methods'), path).toBe('POST');
      expect(asked.headers.get('access-control-allow-headers'), path).toBe('Authorization, Content-Type');
      expect(asked.headers.get('access-control-max-age'), path).toBe('600');
      expect(corsOf(await call(path, cms)), path).toEqual({
        origin: cms,
        credentials: 'true',
        vary: 'Origin',
      });
    }
  });

  it('answers a partner origin on /rest/ only, and never with credentials', async () => {
    const asked = await preflight(REST_CALL, partner);
    expect(asked.status).toBe(204);
    expect(corsOf(asked)).toEqual({ origin: partner, credentials: null, vary: 'Origin' });
    expect(asked.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(corsOf(await call(REST_CALL, partner))).toEqual({
      origin: partner,
      credentials: null,
      vary: 'Origin',
    });
    // Sign-in and the token endpoint: a partner page can read neither a code nor a token.
    for (const path of SESSION_CALLS) {
      expect(corsOf(await preflight(path, partner)), path).toEqual({
        origin: null,
        credentials: null,
        vary: 'Origin',
      });
      expect(corsOf(await call(path, partner)), path).toEqual({
        origin: null,
        credentials: null,
        vary: 'Origin',
      });
    }
  });

  it('answers any other origin with no CORS header at all', async () => {
    for (const path of [...SESSION_CALLS, REST_CALL]) {
      const asked = await preflight(path, elsewhere);
      expect(corsOf(asked), path).toEqual({ origin: null, credentials: null, vary: 'Origin' });
      expect(asked.headers.get('access-control-allow-methods'), path).toBeNull();
      expect(corsOf(await call(path, elsewhere)), path).toEqual({
        origin: null,
        credentials: null,
        vary: 'Origin',
      });
    }
  });

  it('keeps the header on faulted answers, so an embedding page sees the error', async () => {
    await app.request('/__demo/faults', {
      method: 'POST',
      body: JSON.stringify({ path: 'basket_count', status: 500 }),
    });
    const response = await call('/rest/backend.basket_count.json', cms);
    expect(response.status).toBe(500);
    expect(corsOf(response)).toEqual({ origin: cms, credentials: 'true', vary: 'Origin' });
  });

  it('sets the refresh cookie for a CMS origin’s credentialed sign-in, which its page reads the answer of', async () => {
    const authorize = await app.request(`${SESSION_CALLS[0]}`, {
      method: 'POST',
      headers: { origin: cms, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: 'portal-widgets', login: 'demo', password: 'demo' }).toString(),
    });
    expect(corsOf(authorize).origin).toBe(cms);
    const { code } = (await authorize.json()) as { code: string };
    const token = await app.request('/ajax/oauth.php', {
      method: 'POST',
      headers: { origin: cms, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        client_id: 'portal-widgets',
        code,
      }).toString(),
    });
    expect(corsOf(token)).toEqual({ origin: cms, credentials: 'true', vary: 'Origin' });
    expect(token.headers.getSetCookie().join()).toMatch(/^portal_refresh=\w+;/);
  });
});

describe('embedding origins from the environment', () => {
  it('reads cms=ORIGIN and partner=ORIGIN entries, and refuses anything else', () => {
    expect(parseEmbeddingOrigins(`cms=${cms}, partner=${partner},partner=https://second.example`)).toEqual({
      cms: [cms],
      partner: [partner, 'https://second.example'],
    });
    expect(parseEmbeddingOrigins('')).toEqual({ cms: [], partner: [] });
    for (const wrong of [cms, `other=${cms}`, `cms=${cms}/path`, 'cms=www.example.ru'])
      expect(() => parseEmbeddingOrigins(wrong), wrong).toThrow(/DEMO_EMBEDDING_ORIGINS/);
  });
});

describe('Cache-Control', () => {
  it('is no-store on every token answer and every answer to a signed-in call, refusals too', async () => {
    const app = createDemoApi({ products: 100 });
    const { access_token, refresh_token } = await signIn(app);
    const answers = [
      await post(app, '/oauth/authorize/', {
        client_id: CLIENT_ID,
        login: 'demo',
        password: 'demo',
        state: 's',
      }),
      await post(app, '/oauth/authorize/', {
        client_id: CLIENT_ID,
        login: 'demo',
        password: 'wrong',
        state: 's',
      }),
      await refreshWithCookie(app, refresh_token),
      await refreshWithCookie(app, 'unknown'),
      await post(app, '/rest/backend.user.json', {}, access_token),
      await post(app, '/rest/basket.list.json', {}, access_token),
    ];
    expect(answers.map((answer) => answer.headers.get('cache-control'))).toEqual(Array(6).fill('no-store'));
    // A visitor's public answer may be kept.
    const visitor = await post(app, '/rest/backend.page.json', { page: 'main', isAuth: 'N' });
    expect(visitor.headers.get('cache-control')).toBeNull();
  });
});

describe('options from the environment', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads the TTL, embedding origins and control switch', async () => {
    vi.stubEnv('DEMO_ACCESS_TTL', '5');
    vi.stubEnv('DEMO_EMBEDDING_ORIGINS', `partner=${partner}, partner=https://second.example, cms=${cms}`);
    vi.stubEnv('DEMO_CONTROL', '1');
    vi.stubEnv('DEMO_PRODUCTS', '150');
    const app = createDemoApi();
    const authorize = await post(app, '/oauth/authorize/', {
      client_id: 'portal-widgets',
      login: 'demo',
      password: 'demo',
    });
    const { code } = (await authorize.json()) as { code: string };
    const token = await post(app, '/ajax/oauth.php', {
      grant_type: 'authorization_code',
      client_id: 'portal-widgets',
      code,
    });
    expect(await token.json()).toMatchObject({ out: { expires_in: 5 } });
    const cors = await app.request('/rest/backend.page.json', {
      method: 'POST',
      headers: { origin: 'https://second.example' },
    });
    expect(cors.headers.get('access-control-allow-origin')).toBe('https://second.example');
    const cmsCors = await app.request('/ajax/oauth.php', { method: 'POST', headers: { origin: cms } });
    expect(corsOf(cmsCors)).toEqual({ origin: cms, credentials: 'true', vary: 'Origin' });
    expect((await app.request('/__demo/state?login=demo')).status).toBe(200);
  });

  it('closes the control endpoints unless DEMO_CONTROL is 1', async () => {
    vi.stubEnv('DEMO_CONTROL', 'yes');
    expect((await createDemoApi({ products: 100 }).request('/__demo/state?login=demo')).status).toBe(404);
  });
});

describe('demo assets', () => {
  const app = createDemoApi({ products: 100 });

  it('serves the manager photo and the pictures the data names', async () => {
    for (const path of [
      '/demo-assets/manager.svg',
      '/demo-assets/parts/brake-pads.svg',
      '/demo-assets/sections/filters.svg',
    ]) {
      const response = await app.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(await response.text()).toMatch(/^<svg /);
    }
    expect((await app.request('/demo-assets/parts/nothing.svg')).status).toBe(404);
  });
});
