import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { liveRegionTexts, named, tabTo } from './keyboard.ts';
import { eventually, type Harness, signedInAt, withHarness } from './support.ts';

/*
 * A change of the basket by keyboard, as a screen reader hears it: the badge's new count and total,
 * said once, politely.
 */

const harness: Harness = withHarness();

/** What the badge shows: 'В корзине {count} {товара} на сумму {total}', as it should be said. */
async function badgeFigures(page: Page): Promise<string> {
  const badge = page.locator('portal-basket-badge, [part~="badge"]').first();
  const count = (await page.locator('[part="count"]').first().textContent()) ?? '';
  const total = ((await page.locator('[part="total"]').first().textContent()) ?? '').replace(/\s/g, ' ');
  assert.ok(await badge.count());
  return `${count} ${total}`;
}

/** Every live region text that speaks of the basket's figures. */
const basketSaid = async (page: Page) =>
  (await liveRegionTexts(page))
    .filter((text) => /^В корзине \d+ товар/.test(text))
    .map((text) => text.replace(/\s/g, ' '));

describe('basket changes are said', () => {
  test('an addition from a list and a quantity raised in the basket: the new count and total, once each', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/catalog/41');
    await page.locator('[part~="row"]').first().waitFor();
    await page.locator('[part="count"]').first().waitFor();
    assert.deepEqual(await basketSaid(page), [], 'the figures the page opens with are not said');
    const before = await badgeFigures(page);

    await tabTo(page, (focus) => focus.part === 'add' && focus.name.startsWith('В корзину'));
    await page.keyboard.press('Enter');
    const said = await eventually(
      () => basketSaid(page),
      (texts) => texts.length > 0,
      'the new figures said',
    );
    const after = await badgeFigures(page);
    assert.notEqual(after, before);
    const [count, total] = [after.split(' ')[0], after.slice(after.indexOf(' ') + 1)];
    assert.equal(said.length, 1, `said once: ${JSON.stringify(said)}`);
    assert.match(said[0] ?? '', new RegExp(`^В корзине ${count} товар\\S* на сумму ${total}$`));

    await page.goto(harness.url('/basket/'));
    await page.locator('[part="line"]').first().waitFor();
    await page.locator('[part="count"]').first().waitFor();
    const opened = await badgeFigures(page);
    await tabTo(page, named(/^Увеличить количество: /));
    await page.keyboard.press('Enter');
    const raised = await eventually(
      () => basketSaid(page),
      (texts) => texts.length > 0 && !texts[0]?.endsWith(opened.slice(opened.indexOf(' ') + 1)),
      'the raised total said',
    );
    const now = await badgeFigures(page);
    assert.equal(raised.length, 1);
    assert.match(raised[0] ?? '', new RegExp(`на сумму ${now.slice(now.indexOf(' ') + 1)}$`));
    await context.close();
  });
});
