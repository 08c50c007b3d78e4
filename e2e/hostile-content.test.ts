import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { type Harness, picturesSettled, settle, signedInPage, until, withHarness } from './support.ts';
import { CANARY, HARMLESS_HTML, URL_VECTORS, XSS_VECTORS } from './xss-corpus.ts';

const harness: Harness = withHarness();

/** Values the pages need to be able to show anything at all: protocol, not content. */
const STRUCTURE = new Set(['next_step', 'step', 'error', 'access_token', 'refresh_token', 'token_type']);
/** Fields (or the field around a VALUE) that hold a picture or a link. */
const URL_FIELD = /PHOTO|PICTURE|picture|^src|icon|ICON|BANNER|LINK|URL|Url|FILE|CERTIFICATES/;
const EVERY_VECTOR = XSS_VECTORS.join(' ');

/**
 * The answer with its strings replaced, the same way for the same answer: server HTML
 * (PREVIEW_TEXT, DETAIL_TEXT) gets the harmless formatting and then every vector; pictures and
 * links get the bare URL vectors in turn (javascript:, data:, vbscript:, other hosts…); the other
 * strings take turns between every vector at once (the text sinks) and one vector alone, so that
 * on a page of some dozens of strings each vector lands in a field of its own.
 */
function hostile(value: unknown, keys: readonly string[], turn: { text: number; url: number }): unknown {
  const key = keys.at(-1) ?? '';
  if (typeof value === 'string') {
    if (STRUCTURE.has(key)) return value;
    if (/_TEXT$/.test(key)) return `${HARMLESS_HTML}${CANARY} ${EVERY_VECTOR}`;
    if (keys.slice(-2).some((name) => URL_FIELD.test(name))) {
      turn.url += 1;
      return URL_VECTORS[turn.url % URL_VECTORS.length] as string;
    }
    turn.text += 1;
    return turn.text % 2 === 1
      ? `${CANARY} ${EVERY_VECTOR}`
      : (XSS_VECTORS[(turn.text / 2) % XSS_VECTORS.length] as string);
  }
  if (Array.isArray(value)) return value.map((item) => hostile(item, keys, turn));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, hostile(item, [...keys, name], turn)]),
    );
  }
  return value;
}

/** Every successful /rest/ answer of the context goes through `hostile`; errors stay as they are. */
async function rewriteAnswers(context: BrowserContext): Promise<void> {
  await context.route('**/rest/**', async (route) => {
    const response = await route.fetch();
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      return route.fulfill({ response, body: text });
    }
    if (response.status() >= 300) return route.fulfill({ response, body: text });
    await route.fulfill({ response, body: JSON.stringify(hostile(body, [], { text: 0, url: 0 })) });
  });
}

interface Findings {
  ran: unknown;
  /** Links that are not http(s), mailto or tel; pictures and frames from anywhere but the portal. */
  unsafeUrls: string[];
  /** Elements carrying an inline event handler. */
  handlers: string[];
  /** Script elements holding a vector. */
  scripts: number;
  canary: boolean;
}

/** What the page holds now, light DOM and every open shadow root. */
function inspect(page: Page): Promise<Findings> {
  return page.evaluate((canary) => {
    const roots: (Document | ShadowRoot)[] = [document];
    const elements: Element[] = [];
    for (let index = 0; index < roots.length; index += 1) {
      for (const element of (roots[index] as Document | ShadowRoot).querySelectorAll('*')) {
        elements.push(element);
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const unsafeUrls: string[] = [];
    const handlers: string[] = [];
    for (const element of elements) {
      for (const attribute of element.attributes) {
        if (attribute.name.startsWith('on')) handlers.push(`<${element.localName} ${attribute.name}>`);
      }
      for (const name of ['href', 'src', 'xlink:href', 'action', 'formaction', 'data', 'srcdoc']) {
        const value = element.getAttribute(name);
        if (value === null) continue;
        if (name === 'srcdoc') {
          unsafeUrls.push(`<${element.localName} srcdoc>`);
          continue;
        }
        // Resolved as the browser would follow it; a fragment or a relative path is on this page.
        let url: URL;
        try {
          url = new URL(value, document.baseURI);
        } catch {
          continue;
        }
        // What the page loads by itself (pictures, frames) comes from the portal's host only (here
        // the API's too); links may lead elsewhere, but only over http(s), mail or phone.
        const loaded = name !== 'href' && name !== 'xlink:href';
        const allowed = loaded
          ? ['http:', 'https:'].includes(url.protocol) && url.host === location.host
          : ['http:', 'https:', 'mailto:', 'tel:'].includes(url.protocol);
        if (!allowed) unsafeUrls.push(`<${element.localName} ${name}="${value.slice(0, 60)}">`);
      }
    }
    const text = roots
      .map((root) => (root instanceof Document ? root.body.innerText : root.textContent))
      .join(' ');
    return {
      ran: (window as { __xss?: unknown }).__xss,
      unsafeUrls,
      handlers,
      scripts: elements.filter(
        (element) => element.localName === 'script' && element.textContent?.includes('__xss'),
      ).length,
      canary: text.includes(canary),
    };
  }, CANARY);
}

interface Watched {
  dialogs: string[];
  errors: string[];
}

function watch(page: Page): Watched {
  const watched: Watched = { dialogs: [], errors: [] };
  page.on('dialog', (dialog) => {
    watched.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('pageerror', (error) => watched.errors.push(error.message));
  return watched;
}

async function assertNothingRan(page: Page, watched: Watched, where: string, shown = true): Promise<void> {
  // A busy machine may draw the rewritten strings after the page seemed settled.
  const findings = shown
    ? await until(
        () => inspect(page),
        (found) => found.canary,
      )
    : await inspect(page);
  assert.equal(findings.ran, undefined, `${where}: vector ${String(findings.ran)} ran`);
  assert.deepEqual(watched.dialogs, [], `${where}: a dialog opened`);
  assert.deepEqual(watched.errors, [], `${where}: uncaught errors`);
  assert.deepEqual(
    findings.unsafeUrls,
    [],
    `${where}: unsafe URLs (links not http(s), mailto or tel; pictures off the portal)`,
  );
  assert.deepEqual(findings.handlers, [], `${where}: inline event handlers`);
  assert.equal(findings.scripts, 0, `${where}: script elements holding a vector`);
  if (shown) assert.ok(findings.canary, `${where}: the rewritten strings were not rendered`);
}

const SSD = 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fSwidiI6IjQwMSIsInUiOiIzMTAxIn0';

/** Every page of the portal a signed-in client sees, with a detail page of each kind. */
const PORTAL_PAGES = [
  '/',
  '/catalog',
  '/catalog/41',
  '/opt/novinki/',
  '/opt/trends/',
  '/opt/hits/',
  '/search/?q=GDB1550&type=article',
  '/searchallsourcessteps/?q=0%20986%20494%20524&brand=BOSCH&type=article',
  '/product/1001',
  '/basket/',
  '/opt/actions/',
  '/opt/actions/bosch-brakes/',
  '/opt/news/',
  '/opt/news/403/',
  '/opt/info/',
  '/opt/info/brake-pads-choice/',
  '/opt/brands/',
  '/opt/brands/fenox/',
  '/opt/about/',
  '/opt/contacts/',
  '/opt/delivery/',
  '/personal/info/',
  '/personal/orderlist/',
  '/personal/order/detail/911/',
  '/personal/docs/',
  '/personal/sverka/',
  '/personal/delivery/',
  '/personal/pricelist/',
  '/personal/news/',
  '/personal/news/order-from-file/',
  '/personal/excel2basket/',
  '/laximo-catalogs/',
  '/laximo-catalog/KIA201909/',
  `/laximo-unit/VW201911/401/3101/311/30/${SSD}/`,
  '/reviews/?direction=Липецк&client=ООО&saledate=20.11.2024&salenumber=1',
];

/** The CMS pages: every widget embedded on pages that are not the portal's. */
const EMBED_PAGES = [
  '/embed/catalogue.html',
  '/embed/section.html',
  '/embed/step-search.html',
  '/embed/vin-catalogue.html',
  '/embed/all.html',
  '/embed/strict.html',
];

/** Its data in and drawn (`settle`), and then its pictures loaded or failed: a failing one acts then. */
async function settled(page: Page): Promise<void> {
  await settle(page);
  await picturesSettled(page);
}

describe('hostile content from the server', () => {
  test(`${XSS_VECTORS.length} vectors in every string of every answer: nothing runs on any portal page`, async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await rewriteAnswers(context);
    const watched = watch(page);
    for (const path of PORTAL_PAGES) {
      await page.goto(harness.url(path));
      await settled(page);
      await assertNothingRan(page, watched, path);
    }
    // The header's drop-downs: the catalogue menu, the account menu with the manager's card.
    await page.goto(harness.url('/'));
    await settled(page);
    const toggles = page.getByRole('banner').locator('button[aria-expanded]');
    for (let index = 0; index < (await toggles.count()); index += 1) {
      const toggle = toggles.nth(index);
      if (!(await toggle.isVisible())) continue;
      await toggle.press('Enter');
      await settled(page);
      await assertNothingRan(page, watched, `header drop-down ${index}`);
      await page.keyboard.press('Escape');
    }
    await context.close();
  });

  test('the quick search, its hits and highlights, and the detail dialog', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await rewriteAnswers(context);
    const watched = watch(page);
    await page.goto(harness.url('/catalog/41'));
    await page.getByPlaceholder('Поиск запчастей').fill('W 712');
    await page.getByRole('listbox').first().waitFor();
    await settled(page);
    await assertNothingRan(page, watched, 'quick-search hits');
    await page.keyboard.press('Escape');
    // By the keyboard: the hostile menu texts make the header tall enough to lie over the rows.
    await page.locator('[part~="row"] [part~="name"]').first().press('Enter');
    await page.getByRole('dialog').waitFor();
    await settled(page);
    await assertNothingRan(page, watched, 'detail dialog');
    await context.close();
  });

  test('server HTML keeps its harmless formatting: lists, portal links, bold, pictures of the API', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await rewriteAnswers(context);
    for (const path of ['/opt/news/403/', '/opt/about/', '/opt/actions/']) {
      await page.goto(harness.url(path));
      await settled(page);
      const main = page.getByRole('main');
      await main.locator('li', { hasText: 'пункт списка' }).first().waitFor();
      await main.locator('b', { hasText: 'жирный текст' }).first().waitFor();
      const link = main.getByRole('link', { name: 'ссылка на доставку' }).first();
      assert.equal(await link.getAttribute('href'), harness.url('/opt/delivery/'), path);
      const picture = main.getByRole('img', { name: 'картинка с портала' }).first();
      assert.equal(await picture.getAttribute('src'), harness.url('/demo-assets/manager.svg'), path);
    }
    await context.close();
  });

  test('every widget on the CMS pages, the strict one included', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await rewriteAnswers(context);
    const watched = watch(page);
    for (const path of EMBED_PAGES) {
      await page.goto(harness.url(path));
      await settled(page);
      await assertNothingRan(page, watched, path);
    }
    // The CMS header shows the server's words only once the quick search has hits.
    await page.goto(harness.url('/embed/cms.html'));
    await settled(page);
    await assertNothingRan(page, watched, '/embed/cms.html', false);
    await page.locator('portal-quick-search input').fill('W 712');
    await page.locator('portal-quick-search [role="listbox"]').waitFor();
    await settled(page);
    await assertNothingRan(page, watched, 'quick search on the CMS page');
    await context.close();
  });

  test("a visitor's landing page, its news, and the server's messages on login and the company request", async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    await rewriteAnswers(context);
    const messages = `${CANARY} ${EVERY_VECTOR}`;
    await context.route('**/oauth/authorize/', (route) =>
      route.fulfill({ status: 400, json: { error: 'invalid_credentials', errorMessage: messages } }),
    );
    await context.route('**/enquiry.wholesale.json', (route) =>
      route.fulfill({ status: 400, json: { error: 'bad_request', error_description: messages } }),
    );
    const page = await context.newPage();
    const watched = watch(page);
    await page.goto(harness.url('/unauth/'));
    await settled(page);
    await assertNothingRan(page, watched, '/unauth/');
    const news = await page.locator('a[href*="/unauth/news/"]').first().getAttribute('href');
    assert.ok(news, 'the landing page links its news');
    await page.goto(new URL(news, harness.url('/')).href);
    await settled(page);
    await assertNothingRan(page, watched, 'a landing news item, read back from storage');
    await page.goto(harness.url('/unauth/'));
    await settled(page);

    const form = page.locator('#formCompanyRequest');
    await form.getByLabel('Название организации').fill('ООО «Автомир»');
    await form.getByLabel('ИНН', { exact: true }).fill('3662123456');
    await form.getByLabel('Контактное лицо').fill('Иван Сидоров');
    await form.getByLabel('Телефон').pressSequentially('9001234567');
    await form.getByLabel('E-mail').fill('zakaz@automir.ru');
    // Enter rather than a click on the button: the hostile header texts may lie over it.
    await form.getByLabel('E-mail').press('Enter');
    await form.getByRole('alert').filter({ hasText: CANARY }).waitFor();
    await assertNothingRan(page, watched, 'company request error');

    await page.goto(harness.url('/login/'));
    await page.getByLabel('Логин').fill('demo');
    await page.getByLabel('Пароль').fill('demo');
    await page.getByLabel('Пароль').press('Enter');
    await page.getByRole('alert').filter({ hasText: CANARY }).waitFor();
    await assertNothingRan(page, watched, 'login error');
    await context.close();
  });
});
