import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type Harness, screenshot, signedInAt, withHarness } from './support.ts';

/*
 * Issue 28.6: a client who set the browser's text larger (its settings, not the page zoom) gets a
 * portal whose text is larger, and a header and a basket where nothing spills or overlaps.
 */

const harness: Harness = withHarness();
const LINES = 3;

/** The browser's default text size, as its settings set it (Chromium's "Font size"). */
async function setTextSize(page: Page, pixels: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: pixels, fixed: pixels } });
}

/** The computed font size of the first element matching `selector`, in px. */
const fontSize = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize));

/**
 * What spills or overlaps inside `scope`: the page scrolling sideways, a control or text sticking out
 * of the window, and two controls (links, buttons, fields) whose boxes cross. A string per fault.
 */
function layoutFaults(page: Page, scope: string): Promise<string[]> {
  return page.evaluate(`(() => {
    const faults = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) faults.push('the page scrolls sideways: ' + root.scrollWidth);
    const area = document.querySelector(${JSON.stringify(scope)});
    const controls = [...area.querySelectorAll('a, button, input, select, [part~="count"], [part~="total"]')]
      .filter((element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const name = (element) => (element.getAttribute('aria-label') || element.textContent || element.localName).trim().slice(0, 40);
    for (const { element, box } of controls)
      if (box.left < 0 || box.right > root.clientWidth) faults.push('out of the window: ' + name(element));
    for (const [index, a] of controls.entries())
      for (const b of controls.slice(index + 1)) {
        if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
        const overlap = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left) > 1
          && Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top) > 1;
        if (overlap) faults.push('overlap: ' + name(a.element) + ' / ' + name(b.element));
      }
    return faults;
  })()`);
}

describe('the browser set to larger text', () => {
  test('the header and the basket grow with it, and nothing in them spills or overlaps', async () => {
    await harness.control('reset');
    await harness.control('basket', { login: 'basic', lines: LINES });
    const { context, page } = await signedInAt(harness, '/basket/', 'basic');
    await page
      .locator('[part="line"]')
      .nth(LINES - 1)
      .waitFor();
    const header = 'header a';
    const line = '[part="line"]';
    const normal = { header: await fontSize(page, header), line: await fontSize(page, line) };

    await setTextSize(page, 24);
    await page.reload();
    await page
      .locator('[part="line"]')
      .nth(LINES - 1)
      .waitFor();
    const larger = { header: await fontSize(page, header), line: await fontSize(page, line) };
    assert.ok(larger.header >= normal.header * 1.4, `header text ${normal.header} → ${larger.header} px`);
    assert.ok(larger.line >= normal.line * 1.4, `basket text ${normal.line} → ${larger.line} px`);
    await screenshot(page, 'text-size-24-basket');
    assert.deepEqual(await layoutFaults(page, 'header'), [], 'the header');
    assert.deepEqual(await layoutFaults(page, 'main'), [], 'the basket');

    await page.setViewportSize({ width: 390, height: 844 });
    await page
      .locator('[part="line"]')
      .nth(LINES - 1)
      .waitFor();
    await screenshot(page, 'text-size-24-basket-phone');
    assert.deepEqual(await layoutFaults(page, 'header'), [], 'the header on a phone');
    assert.deepEqual(await layoutFaults(page, 'main'), [], 'the basket on a phone');
    await context.close();
  });
});
