import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { READMES, recipes } from '../build/readme-snippets.ts';
import { DEMO_PARTNER_KEY } from '../demo-api/data/mat-partners.ts';
import { anonymousMessages } from '../src/core/messages/auth.ts';
import { basketMessages } from '../src/core/messages/basket.ts';
import { type Harness, settle, signInThroughApi, withHarness } from './support.ts';

/**
 * Issue 38, point 4: every embedding recipe of the READMEs (each HTML snippet that loads the
 * widgets), taken from the README itself, runs as it is written on a page of another origin against
 * the demo server; only the example addresses become the demo's. A snippet that drifts from what
 * works fails here.
 */

/** Where the snippets' example addresses point: the demo's portal, its API and its partner key. */
const addressed = (snippet: string, portal: string) =>
  snippet
    .replaceAll('https://portal.example.ru', portal)
    .replaceAll('https://api.example.ru', portal)
    .replaceAll('pk_…', DEMO_PARTNER_KEY);

/** The inline stub of the main README's queue, when a recipe has one (`<script>` without a src). */
const STUB = /<script>\s*window\.PortalWidgets = [\s\S]*?<\/script>\n?/;

/**
 * A site of the test's own, on 127.0.0.1: as http://127.0.0.1:PORT an origin of the portal's site
 * (a CMS, answered with credentials), as http://localhost:PORT another site (a partner). It serves
 * the pages the tests give it, and a script it holds back until the test lets it go.
 */
const pages = new Map<string, string>();
const held = new Map<string, { code: string; release: Promise<void> }>();
const site = createServer((request, response) => {
  const path = new URL(request.url ?? '/', 'http://site').pathname;
  const page = pages.get(path);
  if (page !== undefined) {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
    return;
  }
  const script = held.get(path);
  if (!script) {
    response.writeHead(404).end();
    return;
  }
  void script.release.then(() =>
    response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(script.code),
  );
});
await new Promise<void>((listening) => site.listen(0, '127.0.0.1', listening));
const { port } = site.address() as AddressInfo;
const CMS = `http://127.0.0.1:${port}`;
const PARTNER = `http://localhost:${port}`;
after(
  () =>
    new Promise<void>((closed) => {
      site.close(() => closed());
      site.closeAllConnections();
    }),
);

const harness: Harness = withHarness({ embeddingOrigins: { cms: [CMS], partner: [PARTNER] } });

interface Run {
  page: Page;
  /** Requests the page made to its own origin, other than for itself: calls that missed the API. */
  ownOrigin: string[];
  errors: string[];
}

/** Opens `html` at `path` of `origin` in a context signed in on the portal (cookie only). */
async function open(origin: string, path: string, html: string): Promise<Run> {
  pages.set(path, html);
  const context = await harness.newContext();
  await signInThroughApi(context, harness);
  const page = await context.newPage();
  const run: Run = { page, ownOrigin: [], errors: [] };
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === origin && url.pathname !== path && !held.has(url.pathname))
      run.ownOrigin.push(url.pathname);
  });
  page.on('pageerror', (error) => run.errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' || message.text().startsWith('[portal] No session'))
      run.errors.push(message.text());
  });
  return run;
}

const document = (snippet: string) =>
  `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>Рецепт</title></head><body>\n${snippet}\n</body></html>`;

/** What each widget of a recipe shows once the page has settled: itself, no failure, the client's session. */
async function widgetsShown(
  { page, ownOrigin, errors }: Run,
  snippet: string,
  partner: boolean,
): Promise<void> {
  const tags = [...new Set([...snippet.matchAll(/<(portal-[a-z-]+)/g)].map(([, tag]) => tag ?? ''))];
  assert.ok(tags.length > 0, 'the recipe shows a widget');
  for (const tag of tags) {
    const widget = page.locator(tag).first();
    const text = await widget.evaluate((element) => element.shadowRoot?.textContent ?? '');
    assert.ok(text.trim().length > 0, `${tag} shows something`);
    for (const failure of ['Произошла ошибка', 'Нет связи с сервером', 'ключ партнёра'])
      assert.ok(!text.includes(failure), `${tag}: ${failure}`);
    // The client's own view, not a visitor's invitation to sign in (a partner's page has no session).
    if (!partner)
      for (const invitation of [anonymousMessages.text, basketMessages.signInPrompt])
        assert.ok(!text.includes(invitation), `${tag}: ${invitation}`);
  }
  if (!partner)
    assert.equal(
      await page.evaluate(() => localStorage.getItem('portal:signed-in')),
      'true',
      'the page learnt that the client is signed in',
    );
  if (tags.includes('portal-basket-badge'))
    assert.equal(
      await page.locator('portal-basket-badge [part~="count"]').first().textContent(),
      '3',
      'the client’s basket',
    );
  if (tags.includes('portal-product-list')) {
    const price = await page
      .locator('portal-product-list [part~="row"] [part~="price"]')
      .first()
      .textContent();
    assert.match(price ?? '', /[1-9]/, 'the client’s prices');
  }
  if (partner)
    assert.equal(
      await page.locator('portal-mat-constructor').getByLabel('Марка', { exact: true }).count(),
      1,
    );
  assert.deepEqual(ownOrigin, [], 'every call went to the configured API');
  assert.deepEqual(errors, []);
}

for (const file of READMES) {
  describe(file, () => {
    recipes(file).forEach((snippet, index) => {
      const partner = snippet.includes('pk_…');
      const origin = partner ? PARTNER : CMS;
      const kind = partner ? 'a partner’s site' : 'another origin of the portal’s site';

      test(`recipe ${index + 1} runs verbatim on ${kind}`, async () => {
        await harness.control('reset');
        const path = `/${file.replaceAll('/', '-')}-${index}.html`;
        const run = await open(origin, path, document(addressed(snippet, harness.server.url)));
        await run.page.goto(`${origin}${path}`);
        await settle(run.page);
        await widgetsShown(run, snippet, partner);
        await run.page.context().close();
      });

      // A stub and a widget's own file: whichever runs first, the configuration is applied.
      if (!STUB.test(snippet) || snippet.includes('/widgets/portal-widgets.js')) return;
      test(`recipe ${index + 1} with its stub run after the widget's file`, async () => {
        await harness.control('reset');
        const path = `/${file.replaceAll('/', '-')}-${index}-stub-last.html`;
        const stub = STUB.exec(snippet)?.[0] ?? '';
        const code = addressed(stub.replace(/^<script>|<\/script>\n?$/g, ''), harness.server.url);
        let release = (): void => undefined;
        held.set(`${path}.js`, { code, release: new Promise((go) => (release = go)) });
        // The widget's file first, as soon as it comes (async); the stub as a later, slower script.
        const reordered = addressed(snippet.replace(STUB, ''), harness.server.url).replace(
          '<script type="module"',
          '<script type="module" async',
        );
        const run = await open(origin, path, document(`${reordered}\n<script src="${path}.js"></script>`));
        try {
          await run.page.goto(`${origin}${path}`, { waitUntil: 'commit' });
          // The widget's file has run: the page's configure() is the real one, with no queue.
          await run.page.waitForFunction(
            () => window.PortalWidgets !== undefined && !('q' in window.PortalWidgets),
            null,
            { polling: 50 },
          );
        } finally {
          release();
        }
        await settle(run.page);
        await widgetsShown(run, snippet, partner);
        held.delete(`${path}.js`);
        await run.page.context().close();
      });
    });
  });
}
