import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Page } from 'playwright-core';
import { CLIENT_ID } from '../demo-api/routes/auth.ts';
import { type Harness, signedInPage, withHarness } from './support.ts';

/** A second: long enough for a test to wait out, as the default five seconds would not be. */
const GRACE_SECONDS = 1;
const harness: Harness = withHarness({ refreshGraceSeconds: GRACE_SECONDS });

interface StoredTokens {
  accessToken: string;
  refreshToken: string;
}

const storedTokens = (page: Page): Promise<StoredTokens | null> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('portal:tokens') ?? 'null'));

/** What a thief does with a copied refresh token, from a machine of their own: no browser, no portal. */
async function refreshAsThief(
  refreshToken: string,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(harness.url('/ajax/oauth.php'), {
    method: 'POST',
    body: new URLSearchParams({
      grant_type: 'refresh_token',
      client_id: CLIENT_ID,
      client_secret: 'public-browser-client',
      refresh_token: refreshToken,
    }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const basketLines = (page: Page) => page.locator('[part~="line"]');

/** The client opens the basket on an expired access token: one refresh, the rotated pair stored. */
async function refreshByOpeningTheBasket(page: Page): Promise<StoredTokens> {
  const before = await storedTokens(page);
  await harness.control('expire-tokens');
  await page.goto(harness.url('/basket/'));
  await basketLines(page).first().waitFor();
  await page.waitForLoadState('networkidle');
  const after = await storedTokens(page);
  assert.ok(after, 'still signed in');
  assert.notEqual(after.refreshToken, before?.refreshToken, 'the refresh token was rotated');
  return after;
}

describe('refresh-token rotation', () => {
  test('a stolen refresh token the client already used gets nothing, and ends the session for both', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.waitForLoadState('networkidle');
    const stolen = (await storedTokens(page))?.refreshToken;
    assert.ok(stolen);

    await refreshByOpeningTheBasket(page);
    await sleep(GRACE_SECONDS * 1000 + 200);

    const thief = await refreshAsThief(stolen);
    assert.equal(thief.status, 400);
    assert.equal(thief.body.error, 'invalid_grant');
    assert.equal(thief.body.out, undefined, 'no tokens for the thief');

    // The session the token came from is over on the server: the client's next call finds its
    // token invalid and the portal signs it out, so a thief who also copied the access token is
    // out too.
    await page.reload();
    await page.waitForURL(/\/(login|unauth)\/$/);
    assert.equal(await storedTokens(page), null);
    await context.close();
  });

  test('what a thief got by refreshing first stops working when the client refreshes with the same token', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.waitForLoadState('networkidle');
    const stolen = (await storedTokens(page))?.refreshToken;
    assert.ok(stolen);

    const thief = await refreshAsThief(stolen);
    assert.equal(thief.status, 200);
    const out = thief.body.out as { access_token: string };
    await sleep(GRACE_SECONDS * 1000 + 200);

    await harness.control('expire-tokens');
    await page.goto(harness.url('/basket/'));
    await page.waitForURL(/\/(login|unauth)\/$/);
    assert.equal(await storedTokens(page), null, 'the client is signed out');
    const thiefCall = await fetch(harness.url('/rest/backend.user.json'), {
      method: 'POST',
      headers: { Authorization: `Bearer ${out.access_token}` },
    });
    assert.equal(thiefCall.status, 401, "and the thief's tokens are dead");
    await context.close();
  });

  test('two tabs that meet an expired token together both stay signed in', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.waitForLoadState('networkidle');
    const second = await context.newPage();
    await harness.control('expire-tokens');
    await Promise.all([page.goto(harness.url('/basket/')), second.goto(harness.url('/basket/'))]);
    await Promise.all([basketLines(page).first().waitFor(), basketLines(second).first().waitFor()]);
    await sleep(GRACE_SECONDS * 1000 + 200);

    // Both go on working past the grace: neither kept a refresh token the other had used.
    await harness.control('expire-tokens');
    await Promise.all([page.reload(), second.reload()]);
    await Promise.all([basketLines(page).first().waitFor(), basketLines(second).first().waitFor()]);
    assert.match(page.url(), /\/basket\/$/);
    assert.match(second.url(), /\/basket\/$/);
    assert.notEqual(await storedTokens(second), null);
    await context.close();
  });
});
