import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDemoApi } from './app';
import { CLIENT_ID } from './routes/auth';
import { post, refreshWithCookie, signIn } from './test-support';

const partner = 'https://partner.example';

describe('CORS', () => {
  const app = createDemoApi({ products: 100, partnerOrigins: [partner], control: true });

  it('allows a configured partner origin, with the Authorization header and without credentials', async () => {
    const preflight = await app.request('/rest/backend.basket_count.json', {
      method: 'OPTIONS',
      headers: {
        origin: partner,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(partner);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const response = await app.request('/rest/backend.page.json', {
      method: 'POST',
      headers: { origin: partner },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
  });

  it('answers a partner page nothing it may read on the sign-in and token paths: it never signs in', async () => {
    for (const path of ['/oauth/authorize/', '/ajax/oauth.php']) {
      const preflight = await app.request(path, {
        method: 'OPTIONS',
        headers: { origin: partner, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      const response = await app.request(path, { method: 'POST', headers: { origin: partner } });
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    }
  });

  it('keeps the header on faulted answers, so a partner page sees the error', async () => {
    await app.request('/__demo/faults', {
      method: 'POST',
      body: JSON.stringify({ path: 'basket_count', status: 500 }),
    });
    const response = await app.request('/rest/backend.basket_count.json', {
      method: 'POST',
      headers: { origin: partner },
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('access-control-allow-origin')).toBe(partner);
  });

  it('does not allow another origin', async () => {
    const response = await app.request('/rest/backend.page.json', {
      method: 'OPTIONS',
      headers: { origin: 'https://elsewhere.example', 'access-control-request-method': 'POST' },
    });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await app.request('/rest/backend.page.json', {
      method: 'POST',
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
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

  it('reads the TTL, partner origins and control switch', async () => {
    vi.stubEnv('DEMO_ACCESS_TTL', '5');
    vi.stubEnv('DEMO_PARTNER_ORIGINS', `${partner}, https://second.example`);
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
