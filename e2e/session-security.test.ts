import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page, Response } from 'playwright-core';
import { CLIENT_ID, DEVICE_COOKIE } from '../demo-api/routes/auth.ts';
import { type Harness, logIn, refreshCookie, signedInPage, withHarness } from './support.ts';

const harness: Harness = withHarness();

/** The access tokens the token endpoint gave this page, read off the wire (the test is not a script of the page). */
function collectAccessTokens(page: Page): string[] {
  const tokens: string[] = [];
  page.on('response', async (response: Response) => {
    if (!response.url().endsWith('/ajax/oauth.php') || !response.ok()) return;
    const body = (await response.json().catch(() => null)) as { out?: { access_token?: string } } | null;
    if (body?.out?.access_token) tokens.push(body.out.access_token);
  });
  return tokens;
}

/**
 * Where a script of the page could find any of `secrets`: localStorage, sessionStorage,
 * document.cookie, and every value reachable from a global (own properties and symbols, through
 * objects, functions and their prototypes) that a fresh page does not have.
 */
function whereScriptsFind(page: Page, secrets: string[]): Promise<string[]> {
  // No named functions inside: the test's compiler would wrap them in a helper the page lacks.
  return page.evaluate((secrets) => {
    const texts: [string, string][] = [['document.cookie', document.cookie]];
    for (const [name, storage] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const) {
      for (let index = 0; index < storage.length; index++) {
        const key = storage.key(index) ?? '';
        texts.push([`${name}.${key}`, `${key}=${storage.getItem(key)}`]);
      }
    }

    const blank = document.createElement('iframe');
    document.body.append(blank);
    const builtIn = new Set(Reflect.ownKeys(blank.contentWindow ?? {}));
    blank.remove();
    const seen = new Set<unknown>();
    const queue: [string, unknown, number][] = Reflect.ownKeys(globalThis)
      .filter((key) => !builtIn.has(key))
      .map((key) => [`window[${String(key)}]`, Reflect.get(globalThis, key), 0]);
    while (queue.length > 0) {
      const [where, value, depth] = queue.shift() as [string, unknown, number];
      if (typeof value === 'string') texts.push([where, value]);
      if ((typeof value !== 'object' && typeof value !== 'function') || value === null) continue;
      if (seen.has(value) || value instanceof Node || depth > 12) continue;
      seen.add(value);
      const inner: [string, unknown][] =
        value instanceof Map
          ? [...value.entries()].map(([key, entry]) => [String(key), entry])
          : value instanceof Set
            ? [...value].map((entry, index) => [String(index), entry])
            : [];
      for (const key of Reflect.ownKeys(value)) {
        try {
          inner.push([String(key), Reflect.get(value, key)]);
        } catch {
          // A getter that throws holds nothing to read.
        }
      }
      inner.push(['[[Prototype]]', Object.getPrototypeOf(value)]);
      for (const [key, entry] of inner) queue.push([`${where}.${key}`, entry, depth + 1]);
    }
    return texts
      .filter(([, text]) => secrets.some((secret) => text.includes(secret)))
      .map(([where]) => where);
  }, secrets);
}

describe('the session on a CMS page', () => {
  test('no script of the page finds a token in storage, cookies or any global, and the widgets still work', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    const tokens = collectAccessTokens(page);
    await page.goto(harness.url('/embed/cms.html'));
    await page.locator('portal-basket-badge [part~="count"]').waitFor();
    await page.locator('portal-quick-search input').fill('колодки');
    await page.locator('portal-quick-search [role="option"]').first().waitFor();

    const refresh = await refreshCookie(context, harness);
    assert.ok(refresh, 'the browser holds the refresh token in its cookie');
    assert.equal(refresh.httpOnly, true);
    // Plain http on loopback: the demo leaves out `Secure`, which WebKit refuses there (over HTTPS it
    // is set: docs/server-contract.md, "Refresh token in a cookie").
    assert.equal(refresh.secure, false);
    assert.equal(refresh.sameSite, 'Strict');
    assert.equal(refresh.path, '/ajax/oauth.php');
    assert.equal(tokens.length, 1, 'the page got its access token with the cookie, once');
    assert.deepEqual(await whereScriptsFind(page, [...tokens, refresh.value]), []);
    await context.close();
  });

  test('a sign-out in one tab signs the widgets of another out, and a sign-in brings them back', async () => {
    await harness.control('reset');
    const { context, page: portal } = await signedInPage(harness);
    const cms = await context.newPage();
    await cms.goto(harness.url('/embed/cms.html'));
    await cms.locator('portal-basket-badge [part~="count"]').waitFor();

    await portal.getByRole('button', { name: 'Иван Петров' }).click();
    await portal.getByRole('button', { name: 'Выйти' }).click();
    await cms.locator('portal-basket-badge [part~="login"]').waitFor();

    await portal.getByLabel('Логин').fill('demo');
    await portal.getByLabel('Пароль').fill('demo');
    await portal.getByRole('button', { name: 'Войти' }).click();
    await cms.locator('portal-basket-badge [part~="count"]').waitFor();
    await context.close();
  });
});

describe('sign-in throttling', () => {
  test('after five wrong passwords even the right one is held back: the login page says when to try again and keeps the login', async () => {
    await harness.control('reset');
    const context = await harness.newContext();
    const page = await context.newPage();
    await page.goto(harness.url('/login/'));
    const alert = page.getByRole('alert');
    await page.getByLabel('Логин').fill('basic');
    for (let attempt = 1; attempt <= 5; attempt++) {
      await page.getByLabel('Пароль').fill(`wrong-${attempt}`);
      const answer = page.waitForResponse('**/oauth/authorize/');
      await page.getByRole('button', { name: 'Войти' }).click();
      assert.equal((await answer).status(), 400);
      await alert.filter({ hasText: 'Неверный логин или пароль.' }).waitFor();
    }
    await page.getByLabel('Пароль').fill('basic');
    const refused = page.waitForResponse('**/oauth/authorize/');
    await page.getByRole('button', { name: 'Войти' }).click();
    assert.equal((await refused).status(), 429);
    // A minute from the fifth failure: the seconds left when a busy machine got to the sixth try.
    const wait = Number((await refused).headers()['retry-after']);
    assert.ok(wait > 0 && wait <= 60, `Retry-After: ${wait}`);
    await alert
      .filter({
        hasText: `Слишком много неудачных попыток входа. Повторите вход через ${wait === 60 ? '1 минуту' : `${wait} секунд`}`,
      })
      .waitFor();
    assert.equal(await page.getByLabel('Логин').inputValue(), 'basic', 'the login is kept');
    assert.match(page.url(), /\/login\/$/);
    await context.close();
  });

  test("a stranger's failures do not keep the client out of the browser they signed in from before", async () => {
    await harness.control('reset');
    const client = await harness.newContext();
    const page = await client.newPage();
    await logIn(page, harness, 'demo', 'demo');
    await page.waitForURL(/\/\?from=login$/);
    const [device] = (await client.cookies(harness.url('/oauth/authorize/'))).filter(
      (cookie) => cookie.name === DEVICE_COOKIE,
    );
    assert.ok(device, 'the sign-in left the browser its device cookie');
    // Not Secure over plain http on loopback, as the refresh cookie (WebKit refuses it there).
    assert.deepEqual([device.httpOnly, device.sameSite, device.path], [true, 'Strict', '/oauth/authorize']);
    await page.getByRole('button', { name: 'Иван Петров' }).click();
    await page.getByRole('button', { name: 'Выйти' }).click();
    await page.waitForURL(/\/login\//);

    // A stranger guesses demo's password, from the same address (an office's one line).
    for (let guess = 0; guess < 6; guess++) {
      await fetch(harness.url('/oauth/authorize/'), {
        method: 'POST',
        body: new URLSearchParams({
          client_id: CLIENT_ID,
          login: 'demo',
          password: `guess-${guess}`,
          state: 's',
        }),
      });
    }
    // A browser demo never signed in from waits, and is told for how long.
    const other = await harness.newContext();
    const elsewhere = await other.newPage();
    await logIn(elsewhere, harness, 'demo', 'demo');
    await elsewhere
      .getByRole('alert')
      .filter({
        hasText:
          /^Слишком много неудачных попыток входа\. Повторите вход через (1 минуту|\d+ секунд[уы]?)\.$/,
      })
      .waitFor();
    await other.close();
    // The client's own browser signs in at once.
    await logIn(page, harness, 'demo', 'demo');
    await page.waitForURL(/\/\?from=login$/);
    await client.close();
  });
});
