import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { CLIENT_ID } from '../demo-api/routes/auth.ts';
import { type Harness, refreshCookie, settle, signedInByForm, until, withHarness } from './support.ts';

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
  test('a stolen refresh token the client already used gets nothing, and ends the session for both', async () => {
    await harness.control('reset');
    const { context, page } = await signedInByForm(harness);
    await settle(page);
    const stolen = await heldRefreshToken(context);

    await refreshByOpeningTheBasket(page);
    await harness.control('end-refresh-grace');

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
    await harness.control('end-refresh-grace');

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

  test('two tabs that meet an expired token together both stay signed in', async () => {
    await harness.control('reset');
    const { context, page } = await signedInByForm(harness);
    await settle(page);
    const second = await context.newPage();
    await harness.control('expire-tokens');
    await Promise.all([page.goto(harness.url('/basket/')), second.goto(harness.url('/basket/'))]);
    await Promise.all([basketLines(page).first().waitFor(), basketLines(second).first().waitFor()]);
    await harness.control('end-refresh-grace');

    // Both go on working past the grace: they share the one cookie the server rotated.
    await harness.control('expire-tokens');
    await Promise.all([page.reload(), second.reload()]);
    await Promise.all([basketLines(page).first().waitFor(), basketLines(second).first().waitFor()]);
    assert.match(page.url(), /\/basket\/$/);
    assert.match(second.url(), /\/basket\/$/);
    assert.equal(await signedInMarker(second), 'true');
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

    // Past the grace, the used token would end the session; the new one opens the next page.
    await harness.control('end-refresh-grace');
    await page.goto(harness.url('/basket/'));
    await basketLines(page).first().waitFor();
    assert.match(page.url(), /\/basket\/$/);
    assert.equal(await signedInMarker(page), 'true');
    await context.close();
  });
});
