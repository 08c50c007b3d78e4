import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import {
  PORTAL_ASSET_HEADERS,
  PORTAL_PAGE_CSP,
  PORTAL_PAGE_HEADERS,
  STRICT_TRANSPORT_SECURITY,
} from '../build/portal-headers.ts';
import { createPortalApp } from '../demo-api/serve.ts';
import { type Harness, logIn, settle, withHarness } from './support.ts';

const harness: Harness = withHarness();

/** Pages of the portal with what each shows at its most: server HTML, dialogs, lists, forms, the map. */
const PORTAL_PAGES = [
  '/',
  '/basket/',
  '/catalog/11',
  '/product/1001',
  '/search/?q=GDB1550&type=article',
  '/opt/actions/bosch-brakes/',
  '/opt/news/403/',
  '/opt/info/brake-pads-choice/',
  '/opt/brands/fenox/',
  '/opt/delivery/',
  '/personal/order/detail/911/',
  '/personal/excel2basket/',
  '/opt/carpetelli/constructor/EVA-01012/',
  '/laximo-catalog/KIA201909/',
] as const;

const EMBED_PAGES = readdirSync(new URL('../host-demo/public/embed/', import.meta.url))
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/embed/${file}`);

/** CSP and Trusted Types violations the page reports (an event it fires), and its uncaught errors. */
async function watchViolations(page: Page): Promise<string[]> {
  const found: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => found.push(text));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const report = Reflect.get(window, 'reportViolation') as (text: string) => void;
        report(
          `${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        );
      },
      true,
    );
  });
  page.on('pageerror', (error) => found.push(`uncaught: ${error.message}`));
  return found;
}

describe("the portal's own pages", () => {
  test('are sent with a strict CSP (Trusted Types, no framing), X-Frame-Options, nosniff and a Referrer-Policy', async () => {
    for (const path of ['/', '/login/', '/basket/', '/opt/news/403/', '/no-such-page/']) {
      const response = await fetch(harness.url(path));
      assert.equal(response.status, 200, path);
      for (const [name, value] of Object.entries(PORTAL_PAGE_HEADERS))
        assert.equal(response.headers.get(name), value, `${path} ${name}`);
      await response.body?.cancel();
    }
    assert.match(PORTAL_PAGE_CSP, /require-trusted-types-for 'script'/);
    assert.match(PORTAL_PAGE_CSP, /frame-ancestors 'none'/);
    assert.doesNotMatch(PORTAL_PAGE_CSP, /unsafe-inline|unsafe-eval/);
  });

  test('are sent with HSTS over https, the API and the widget files too, and never over plain http', async () => {
    const paths = ['/', '/login/', '/widgets/portal-widgets.js', '/rest/backend.basket_count.json'];
    for (const path of paths) {
      const plain = await fetch(harness.url(path), { method: path.startsWith('/rest/') ? 'POST' : 'GET' });
      assert.equal(plain.headers.get('strict-transport-security'), null, `${path} over http`);
      await plain.body?.cancel();
    }
    // The same server behind https: the app answers as it would there.
    const app = createPortalApp({ products: 100 });
    for (const path of paths) {
      const secure = await app.request(`https://portal.example${path}`, {
        method: path.startsWith('/rest/') ? 'POST' : 'GET',
      });
      assert.equal(secure.headers.get('strict-transport-security'), STRICT_TRANSPORT_SECURITY, path);
    }
  });

  test('send their hashed script and style files to be kept for good, and a file not there as a 404', async () => {
    const html = await (await fetch(harness.url('/'))).text();
    const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1] ?? '');
    assert.ok(
      files.some((path) => path.endsWith('.js')) && files.some((path) => path.endsWith('.css')),
      html,
    );
    for (const path of files) {
      const response = await fetch(harness.url(path));
      assert.equal(response.status, 200, path);
      for (const [name, value] of Object.entries(PORTAL_ASSET_HEADERS))
        assert.equal(response.headers.get(name), value, `${path} ${name}`);
      await response.body?.cancel();
    }
    const gone = await fetch(harness.url('/assets/index-0ld0ld0l.js'));
    assert.equal(gone.status, 404);
    assert.equal(gone.headers.get('cache-control'), null);
    await gone.body?.cancel();
  });

  test('keep the embed pages to their own policies', async () => {
    for (const path of EMBED_PAGES) {
      const response = await fetch(harness.url(path));
      const policy = response.headers.get('content-security-policy');
      assert.notEqual(policy, PORTAL_PAGE_CSP, path);
      assert.equal(response.headers.get('x-frame-options'), null, `${path} may be framed by its host`);
      await response.body?.cancel();
    }
  });

  test('run under that policy with no violation, signed out and signed in', async () => {
    const context = await harness.newContext({ strict: true });
    const page = await context.newPage();
    const violations = await watchViolations(page);
    const login = await page.goto(harness.url('/login/'));
    assert.equal(login?.headers()['content-security-policy'], PORTAL_PAGE_CSP);
    await page.goto(harness.url('/unauth/'));
    await page.getByRole('heading').first().waitFor();
    await logIn(page, harness, 'demo', 'demo');
    await page.waitForURL(/\/\?from=login$/);
    for (const path of PORTAL_PAGES) {
      await page.goto(harness.url(path));
      await settle(page);
      await page.locator('main').first().waitFor();
    }
    assert.deepEqual(violations, []);
    await context.close();
  });

  test('cannot be framed by another site', async () => {
    const context = await harness.newContext({ strict: true });
    const page = await context.newPage();
    await page.goto(`${harness.server.partnerUrl}/embed/partner.html`);
    const framed = page.waitForEvent('framenavigated', {
      predicate: (frame) => frame !== page.mainFrame() && frame.url() !== 'about:blank',
    });
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    }, harness.url('/basket/'));
    // The browser refuses the portal in the frame and shows its own error page there instead.
    assert.match((await framed).url(), /^chrome-error:/);
    await context.close();
  });
});
