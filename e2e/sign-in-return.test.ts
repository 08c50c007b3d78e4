import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { a11yViolations } from './a11y.ts';
import { type Harness, screenshot, signedInAt, signedInBlankPage, withHarness } from './support.ts';

const harness: Harness = withHarness();

const ORDER = '/personal/order/detail/901/';
const MATS = '/opt/carpetelli/constructor/EVA-01012/2/1/1/h5arfuiw/3/6/701/-';
const SIGNED_OUT_LINE = 'Эта страница открывается только после входа. Войдите, и она откроется.';
const EXPIRED_LINE = 'Сеанс работы истёк. Войдите снова, и откроется страница, на которой Вы были.';

const escaped = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function signInHere(page: Page, login = 'demo'): Promise<void> {
  await page.getByLabel('Логин').fill(login);
  await page.getByLabel('Пароль').fill(login);
  await page.getByRole('button', { name: 'Войти' }).click();
}

describe('a client sent to sign in comes back to the page', () => {
  before(() => harness.control('reset'));
  after(() => harness.control('reset'));

  for (const [what, path] of [
    ['an order', ORDER],
    ['a mat configuration', MATS],
  ] as const) {
    test(`a shared link to ${what} opened signed out: the login page says why, and signing in opens the link`, async () => {
      const context = await harness.newContext();
      const page = await context.newPage();
      await page.goto(harness.url(path));
      await page.waitForURL(/\/login\/\?/);
      assert.equal(new URL(page.url()).searchParams.get('back'), path);
      await page.getByRole('status').filter({ hasText: SIGNED_OUT_LINE }).waitFor();
      await signInHere(page);
      await page.waitForURL(new RegExp(`${escaped(path)}$`), { timeout: 30_000 });
      await page.getByRole('heading', { level: 1 }).waitFor();
      assert.equal(await page.getByText(SIGNED_OUT_LINE).count(), 0);
      await context.close();
    });
  }

  test('a session that ran out on an order: the login page says so, and signing in again returns to the order', async () => {
    const { context, page } = await signedInAt(harness, ORDER);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The refresh cookie gone and the access token expired: the next call cannot go on.
    await context.clearCookies();
    await harness.control('expire-tokens');
    await page.evaluate(`
      globalThis[Symbol.for('portal-widgets.session')].api
        .call('/rest/backend.basket_count.json', { decode: (body) => body })
        .catch(() => undefined)
    `);
    await page.waitForURL(/\/login\/\?/);
    assert.equal(new URL(page.url()).searchParams.get('back'), ORDER);
    await page.getByRole('status').filter({ hasText: EXPIRED_LINE }).waitFor();
    await signInHere(page);
    await page.waitForURL(new RegExp(`${escaped(ORDER)}$`), { timeout: 30_000 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    await context.close();
  });

  test("a session the server ended on the page's first call: the login page says so, and signing in returns to the page", async () => {
    // Signed in with no page open: a page still loading would take the fault below for one of its calls.
    const { context, page } = await signedInBlankPage(harness, 'demo');
    // The header's page data (a shell call, doc 1 §8: the landing page) is answered invalid_token.
    await harness.control('faults', { path: 'backend.page.json', token: 'invalid' });
    await page.goto(harness.url('/opt/news/'));
    await page.waitForURL(/\/login\/\?/);
    assert.equal(new URL(page.url()).searchParams.get('back'), '/opt/news/');
    await page.getByRole('status').filter({ hasText: EXPIRED_LINE }).waitFor();
    await signInHere(page);
    await page.waitForURL(/\/opt\/news\/$/, { timeout: 30_000 });
    await page.getByRole('heading', { level: 1, name: 'Новости' }).waitFor();
    await context.close();
  });

  test('a login link that names another site signs in to the home page, not there', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/login/?back=%2F%2Fevil.example%2Fpersonal%2Finfo%2F&why=expired'));
    await page.getByLabel('Логин').waitFor();
    assert.equal(await page.getByText(EXPIRED_LINE).count(), 0, 'no reason without a page to return to');
    await signInHere(page);
    await page.waitForURL(/\/\?from=login$/);
    assert.equal(new URL(page.url()).origin, new URL(harness.url('/')).origin);
    await context.close();
  });

  test('the login page with its line passes axe at 1280 and 390 px', async () => {
    for (const width of [1280, 390]) {
      const context = await harness.newContext({ width });
      const page = await context.newPage();
      await page.goto(harness.url(ORDER));
      await page.getByRole('status').filter({ hasText: SIGNED_OUT_LINE }).waitFor();
      await screenshot(page, `sign-in-return-${width}`);
      assert.deepEqual(await a11yViolations(page), [], `axe at ${width} px`);
      await context.close();
    }
  });
});
