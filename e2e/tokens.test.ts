import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { CLIENT_ID } from '../demo-api/routes/auth.ts';
import {
  type Harness,
  refreshCookie,
  settle,
  signedInBlankPage,
  signedInByForm,
  until,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

const signedInMarker = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('portal:signed-in'));

/** The browser's refresh token; fails the test when the browser holds none. */
async function heldRefreshToken(context: BrowserContext): Promise<string> {
  const cookie = await refreshCookie(context, harness);
  assert.ok(cookie, 'the browser holds a refresh cookie');
  return cookie.value;
}

/**
 * What a thief does with a copied refresh token (copied off the machine: no page script can read
 * the cookie), from a machine of their own: no browser, no portal.
 */
async function refreshAsThief(
  refreshToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(harness.url('/ajax/oauth.php'), {
    method: 'POST',
    headers: { Cookie: `portal_refresh=${refreshToken}` },
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      client_secret: 'public-browser-client',
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const basketLines = (page: Page) => page.locator('[part~="line"]');

/** The client opens the basket on an expired access token: one refresh, the cookie rotated. */
async function refreshByOpeningTheBasket(page: Page): Promise<void> {
  const before = await heldRefreshToken(page.context());
  await harness.control('expire-tokens');
  await page.goto(harness.url('/basket/'));
  await basketLines(page).first().waitFor();
  await settle(page);
  assert.equal(await signedInMarker(page), 'true', 'still signed in');
  assert.notEqual(await heldRefreshToken(page.context()), before, 'the refresh cookie was rotated');
}

describe('refresh-token rotation', () => {
  test('a copy of the cookie the browser has just used gets nothing, however soon, and ends the session for both', async () => {
    await harness.control('reset');
    const { context, page } = await signedInByForm(harness);
    await settle(page);
    const stolen = await heldRefreshToken(context);

    await refreshByOpeningTheBasket(page);
    // At once: no grace for tabs that refreshed together hands a copy the live session.
    const thief = await refreshAsThief(stolen);
    assert.equal(thief.status, 400);
    assert.equal(thief.body.error, 'invalid_grant');
    assert.equal(thief.body.out, undefined, 'no tokens for the thief');

    // The session the token came from is over on the server: the client's next page finds its
    // cookie refused and the portal signs it out, so a thief who also copied the access token is
    // out too.
    await page.reload();
    await page.waitForURL(harness.url('/login/?back=%2Fbasket%2F&why=expired'));
    assert.equal(await signedInMarker(page), 'false');
    await context.close();
  });

  test('what a thief got by refreshing first stops working when the client refreshes with the same token', async () => {
    await harness.control('reset');
    const { context, page: home } = await signedInByForm(harness);
    await settle(home);
    const stolen = await heldRefreshToken(context);
    // The client closes the tab: no call of a page still loading can refresh with the token before
    // the client comes back (on a busy machine a late one did, and signed the client out first).
    await home.close();

    const thief = await refreshAsThief(stolen);
    assert.equal(thief.status, 200);
    const out = thief.body.out as { access_token: string };

    await harness.control('expire-tokens');
    const page = await context.newPage();
    await page.goto(harness.url('/basket/'));
    await page.waitForURL(harness.url('/login/?back=%2Fbasket%2F&why=expired'));
    assert.equal(await signedInMarker(page), 'false', 'the client is signed out');
    const thiefCall = await fetch(harness.url('/rest/backend.user.json'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${out.access_token}` },
    });
    assert.equal(thiefCall.status, 401, "and the thief's tokens are dead");
    await context.close();
  });

  test('a page opened at once after one left during its refresh waits for that refresh, and the session holds', async () => {
    await harness.control('reset');
    const { context, page } = await signedInBlankPage(harness, 'demo');
    const cookies = new Set([await heldRefreshToken(context)]);
    // A slow line: the server rotates the token two seconds after it is asked.
    await harness.control('faults', { path: 'oauth.php', latencyMs: 2000 });
    const asked = page.waitForRequest((request) => request.url().endsWith('/ajax/oauth.php'));
    await page.goto(harness.url('/basket/'));
    await asked;
    // The client reloads before the answer: the next page's refresh must not send the used cookie.
    await page.reload();
    await basketLines(page).first().waitFor();
    await settle(page);
    // Both refreshes answered, the left page's and the new one's: two rotations, or the cookie
    // dropped by a refusal.
    const last = await until(
      async () => {
        const cookie = await refreshCookie(context, harness);
        if (cookie) cookies.add(cookie.value);
        return cookie?.value;
      },
      (value) => value === undefined || cookies.size >= 3,
    );
    assert.ok(last, 'the browser still holds a refresh cookie');
    await page.reload();
    await basketLines(page).first().waitFor();
    assert.match(page.url(), /\/basket\/$/);
    assert.equal(await signedInMarker(page), 'true');
    await context.close();
  });

  test('a client who leaves a page while its refresh is on the way keeps the rotated cookie, and the session', async () => {
    await harness.control('reset');
    const { context, page } = await signedInByForm(harness);
    // The form's sign-in set the cookie; the home page's calls use the token it got and refresh nothing.
    const before = await heldRefreshToken(context);
    // A slow line: the server rotates the token two seconds after it is asked.
    await harness.control('faults', { path: 'oauth.php', latencyMs: 2000 });
    const asked = page.waitForRequest((request) => request.url().endsWith('/ajax/oauth.php'));
    // A page opened afresh gets its access token with the cookie on its first call.
    await page.goto(harness.url('/basket/'));
    await asked;
    // The client leaves before the answer.
    await page.goto('about:blank');
    const after = await until(
      () => refreshCookie(context, harness).then((cookie) => cookie?.value),
      (value) => value !== before,
    );
    assert.notEqual(after, before, 'the rotated cookie was stored after the page had gone');

    // The used token would end the session; the new one opens the next page.
    await page.goto(harness.url('/basket/'));
    await basketLines(page).first().waitFor();
    assert.match(page.url(), /\/basket\/$/);
    assert.equal(await signedInMarker(page), 'true');
    await context.close();
  });
});

/**
 * Opens `count` tabs of one browser signed in on the basket, then reloads them all at once, `rounds`
 * times: each page gets its first access token with the shared cookie as it loads, so every round
 * the tabs refresh together. Each must get its token (a refusal would end the session for all) and
 * show the basket, still signed in.
 */
async function tabsRefreshTogether(context: BrowserContext, count: number, rounds: number): Promise<void> {
  const tabs = await Promise.all(Array.from({ length: count }, () => context.newPage()));
  const refreshes: number[] = [];
  for (const tab of tabs) {
    tab.on('response', (response) => {
      if (response.url().endsWith('/ajax/oauth.php')) refreshes.push(response.status());
    });
  }
  await Promise.all(tabs.map((tab) => tab.goto(harness.url('/basket/'))));
  await Promise.all(tabs.map((tab) => basketLines(tab).first().waitFor()));
  await Promise.all(tabs.map((tab) => settle(tab)));
  for (let round = 0; round < rounds; round++) {
    await harness.control('expire-tokens');
    await Promise.all(tabs.map((tab) => tab.reload()));
    await Promise.all(tabs.map((tab) => basketLines(tab).first().waitFor()));
    await Promise.all(tabs.map((tab) => settle(tab)));
  }
  for (const tab of tabs) {
    assert.match(tab.url(), /\/basket\/$/);
    assert.equal(await signedInMarker(tab), 'true');
  }
  assert.equal(refreshes.length, count * (rounds + 1), 'one refresh per tab and page');
  assert.deepEqual(
    refreshes.filter((status) => status !== 200),
    [],
    'every refresh answered with a token',
  );
}

describe('tabs of one browser take turns to refresh (no grace on the server)', () => {
  test('four tabs loading together three times over all stay signed in, each refresh answered', async () => {
    await harness.control('reset');
    const { context } = await signedInBlankPage(harness, 'demo');
    await tabsRefreshTogether(context, 4, 3);
    await context.close();
  });

  test('without Web Locks the tabs agree on their channel', async () => {
    await harness.control('reset');
    const { context } = await signedInBlankPage(harness, 'demo');
    // As text: the test runner's transform would name the getter with a helper the page does not have.
    await context.addInitScript(
      "Object.defineProperty(Navigator.prototype, 'locks', { get() { return undefined; }, configurable: true });",
    );
    await tabsRefreshTogether(context, 4, 3);
    const [tab] = context.pages().slice(-1);
    assert.equal(await tab?.evaluate(() => navigator.locks), undefined, 'the pages had no Web Locks');
    await context.close();
  });
});
