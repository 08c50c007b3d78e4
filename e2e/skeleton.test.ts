import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_BASKET_FIGURES } from '../demo-api/data/baskets.ts';
import {
  type Harness,
  logIn,
  refreshCookie,
  screenshot,
  signedInAt,
  signedInPage,
  tokenFromElsewhere,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

interface Figures {
  count: string;
  total: string;
}

const rubles = new Intl.NumberFormat('ru-RU', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the demo user's badge must show after a reset: the seeded basket's lines and total. */
function seededFigures(): Figures {
  return {
    count: String(DEMO_BASKET_FIGURES.count),
    total: `${rubles.format(DEMO_BASKET_FIGURES.price)} ₽`.replace(/\s/g, ' '),
  };
}

/** A part of the badge: inside the element's shadow root on embed pages, in the page in the portal. */
const badgePart = (page: Page, part: string): Locator => page.locator(`[part~="${part}"]`).first();

async function badgeFigures(page: Page): Promise<Figures> {
  return {
    count: (await badgePart(page, 'count').textContent()) ?? '',
    total: ((await badgePart(page, 'total').textContent()) ?? '').replace(/\s/g, ' '),
  };
}

describe('walking skeleton', () => {
  test('a visitor is sent to the landing page, and a signed-in demo client sees the guarded home', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/'));
    await page.waitForURL(/\/unauth\/$/);

    await logIn(page, harness, 'demo', 'demo');
    await page.waitForURL(/\/\?from=login$/);
    await page.getByRole('button', { name: 'Иван Петров' }).waitFor();
    const expected = seededFigures();
    await badgePart(page, 'count').waitFor();
    assert.deepEqual(await badgeFigures(page), expected);
    await screenshot(page, 'home-desktop');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'home-mobile');

    await page.goto(harness.url('/login/'));
    await page.waitForURL(/\/personal\/info\/$/);
    await context.close();
  });

  test('the badge on the CMS page shows the basket, untouched by the page CSS', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/embed/cms.html');
    await badgePart(page, 'count').waitFor();
    assert.deepEqual(await badgeFigures(page), seededFigures());

    const styles = await badgePart(page, 'badge').evaluate((link) => {
      const style = getComputedStyle(link);
      const icon = link.querySelector('svg');
      return {
        fontSize: style.fontSize,
        fontFamily: style.fontFamily,
        textDecoration: style.textDecorationLine,
        display: style.display,
        iconWidth: icon ? getComputedStyle(icon).width : '',
        countColor: getComputedStyle(link.querySelector('[part~="count"]') as Element).color,
      };
    });
    assert.equal(styles.fontSize, '14px');
    assert.doesNotMatch(styles.fontFamily, /Georgia/);
    assert.equal(styles.textDecoration, 'none');
    assert.equal(styles.display, 'inline-grid');
    assert.equal(styles.iconWidth, '24px');
    assert.equal(styles.countColor, 'rgb(255, 255, 255)');
    const pageText = await page
      .locator('.cms-content h1')
      .evaluate((heading) => getComputedStyle(heading).fontSize);
    assert.equal(pageText, '19px', 'the CMS page keeps its own styles');
    await screenshot(page, 'cms-desktop');
    await page.setViewportSize({ width: 390, height: 760 });
    await screenshot(page, 'cms-mobile');
    await context.close();
  });

  test('a second copy of the library and a second loader on the page throw nothing and share the session', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(harness.url('/embed/cms.html'));
    await badgePart(page, 'count').waitFor();
    // A query string makes the browser load and run the modules again: a true second copy.
    await page.addScriptTag({ url: '/widgets/portal-widgets.js?copy=2', type: 'module' });
    await page.addScriptTag({ url: '/widgets/basket-badge.js?copy=2', type: 'module' });
    await page.evaluate(() => document.body.append(document.createElement('portal-basket-badge')));
    await page.waitForFunction(() =>
      [...document.querySelectorAll('portal-basket-badge')].every(
        (badge) => badge.shadowRoot?.querySelector('[part~="count"]')?.textContent === '3',
      ),
    );
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a basket change in a second tab reaches the badge in the first', async () => {
    await harness.control('reset');
    const { context, page: first } = await signedInAt(harness, '/embed/cms.html');
    await badgePart(first, 'count').waitFor();
    const before = await badgeFigures(first);

    const second = await context.newPage();
    await second.goto(harness.url('/embed/cms.html'));
    const added = await fetch(harness.url('/rest/basket.add.json'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${await tokenFromElsewhere(harness)}` },
      body: new URLSearchParams({ productId: '1002', quantity: '1' }),
    });
    assert.equal(added.status, 200);
    await second.reload();
    await second.waitForFunction(
      (count) =>
        document.querySelector('portal-basket-badge')?.shadowRoot?.querySelector('[part~="count"]')
          ?.textContent === count,
      String(Number(before.count) + 1),
    );
    await first.waitForFunction(
      (count) =>
        document.querySelector('portal-basket-badge')?.shadowRoot?.querySelector('[part~="count"]')
          ?.textContent === count,
      String(Number(before.count) + 1),
    );
    assert.equal(
      await first
        .locator('#basket-events')
        .textContent()
        .then((text) => text?.startsWith('portal-basket-change')),
      true,
    );
    await context.close();
  });

  test('an expired access token is refreshed without the client noticing', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    // The home page's own calls must be over: a refresh the navigation below cut off after the
    // server rotated the refresh token would log the client out, which is not what this checks.
    // Leaving the page ends them (networkidle is only 500 ms without a call, which a busy machine
    // can take between two of them).
    await page.goto('about:blank');
    await harness.control('expire-tokens');
    await page.goto(harness.url('/embed/cms.html'));
    await badgePart(page, 'count').waitFor();
    assert.deepEqual(await badgeFigures(page), seededFigures());
    assert.equal(await page.evaluate(() => localStorage.getItem('portal:signed-in')), 'true');
    await context.close();
  });

  test('an account without wholesale access is refused', async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await logIn(page, harness, 'noaccess', 'noaccess');
    await page
      .getByRole('alert')
      .filter({ hasText: 'У Вас нет прав для просмотра оптового портала.' })
      .waitFor();
    assert.match(page.url(), /\/login\/$/);
    assert.notEqual(await page.evaluate(() => localStorage.getItem('portal:signed-in')), 'true');
    assert.equal(
      await refreshCookie(context, harness),
      undefined,
      'its server session ended with its cookie',
    );
    await context.close();
  });

  test("a wrong password shows the server's error above the form", async () => {
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/login/'));
    const submit = page.getByRole('button', { name: 'Войти' });
    assert.equal(await submit.isDisabled(), false, 'submit is pressable before the form is valid');
    await page.getByLabel('Логин').fill('demo');
    await page.getByLabel('Логин').blur();
    await page.getByLabel('Пароль').focus();
    await page.getByLabel('Пароль').blur();
    await page.getByText('Заполните поле').waitFor();
    await page.getByLabel('Пароль').fill('not-the-password');
    await submit.click();
    const alert = page.getByRole('alert');
    await alert.waitFor();
    assert.equal(await alert.textContent(), 'Неверный логин или пароль.');
    const [alertBox, formBox] = await Promise.all([
      alert.boundingBox(),
      page.getByLabel('Логин').boundingBox(),
    ]);
    assert.ok(alertBox && formBox && alertBox.y < formBox.y, 'the error stands above the fields');
    assert.equal((await page.locator('form').boundingBox())?.width, 344);
    await screenshot(page, 'login-error');
    await context.close();
  });

  test('logout clears the session and the badge, and goes to login', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await badgePart(page, 'count').waitFor();
    await context.addCookies([{ name: 'PHPSESSID', value: 'x', url: harness.url('/') }]);
    await page.getByRole('button', { name: 'Иван Петров' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL(/\/login\/$/);
    const stored = await page.evaluate(() => ({
      signedIn: localStorage.getItem('portal:signed-in'),
      basket: localStorage.getItem('portal:header-basket'),
      cookie: document.cookie,
    }));
    assert.deepEqual(stored, {
      signedIn: 'false',
      basket: JSON.stringify({ count: 0, price: 0 }),
      cookie: '',
    });
    assert.equal(await refreshCookie(context, harness), undefined, 'the refresh cookie is gone');
    await context.close();
  });
});
