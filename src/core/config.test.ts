import { createFakeFetch, json, onTestPortal, TEST_PORTAL } from '@portal/test';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadLandingPage, sendCompanyRequest } from './api/landing';
import { exchangeGrant } from './api/token-grant';
import { authorize } from './api/user';
import { configurePortal } from './configure';
import { assetUrl, readServerNames } from './server-names';
import { createSession } from './session/session';

const CONFIG_SLOT = Symbol.for('portal-widgets.config');
type Holder = { [CONFIG_SLOT]?: Record<string, string> };

onTestPortal();
let saved: Record<string, string> = {};
beforeEach(() => {
  saved = { ...(globalThis as Holder)[CONFIG_SLOT] };
});
afterEach(() => {
  (globalThis as Holder)[CONFIG_SLOT] = saved;
});

const COMPANY = {
  company: 'ООО Ромашка',
  inn: '3664069397',
  kpp: '',
  name: 'Иван',
  phone: '+7 900 000-00-00',
  email: 'a@b.ru',
  comment: '',
};

describe('what the spec leaves open comes from the configuration (docs/server-contract.md)', () => {
  it("defaults to today's values: s1/opt, the portal-widgets client, files under the API's /demo-assets", () => {
    expect(readServerNames()).toEqual({
      siteSegments: 's1/opt',
      oauthClientId: 'portal-widgets',
      oauthClientSecret: 'public-browser-client',
      assetsBase: `${TEST_PORTAL}/demo-assets`,
    });
    expect(assetUrl('price/general.zip')).toBe(`${TEST_PORTAL}/demo-assets/price/general.zip`);
  });

  it('calls the landing and the company request under the configured path segments', async () => {
    configurePortal({ siteSegments: '/s2/wholesale/' });
    const fake = createFakeFetch(() => json(200, { result: { success: true } }));
    const { api } = createSession(fake.fetch);
    await loadLandingPage(api).catch(() => undefined);
    await sendCompanyRequest(api, COMPANY, 'k');
    expect(fake.calls.map((call) => call.path)).toEqual([
      '/rest/s2/wholesale/unauth.landing.json',
      '/rest/s2/wholesale/enquiry.wholesale.json',
    ]);
  });

  it('signs in and exchanges tokens as the configured OAuth client', async () => {
    configurePortal({ oauthClientId: 'site-7', oauthClientSecret: 'public-7' });
    const fake = createFakeFetch(() => json(200, { code: 'c1' }));
    await authorize(createSession(fake.fetch).api, 'demo', 'demo');
    expect(fake.calls[0]?.form).toMatchObject({ client_id: 'site-7' });
    const sent: Record<string, unknown>[] = [];
    await exchangeGrant(
      async (_path, params) => {
        sent.push(params);
        return { status: 200, body: { out: { access_token: 'a', refresh_token: 'r' } } };
      },
      { grant_type: 'authorization_code', code: 'c1' },
    );
    expect(sent[0]).toMatchObject({ client_id: 'site-7', client_secret: 'public-7' });
  });

  it('links the downloadable files under the configured assetsBase', () => {
    configurePortal({ assetsBase: 'https://files.example.ru/opt/' });
    expect(assetUrl('docs/sales-rules.pdf')).toBe('https://files.example.ru/opt/docs/sales-rules.pdf');
  });
});
