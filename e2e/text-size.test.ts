import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { type Harness, screenshot, settle, signedInAt, withHarness } from './support.ts';

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
    const controls = [...area.querySelectorAll('a, button, input:not([type="range"]), select, [part~="count"], [part~="total"]')]
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

/**
 * The texts drawn under `pixels` px on the page, shadow roots included: an element with text of its
 * own, in sight (a visually hidden text is left out), as 'size text'. An SVG text's size is its size
 * on screen: its font size in the drawing's units times the drawing's scale.
 */
function textsUnder(page: Page, pixels: number): Promise<string[]> {
  return page.evaluate(`(() => {
    const small = new Set();
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        if (element.shadowRoot) walk(element.shadowRoot);
        const own = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent.trim());
        const box = element.getBoundingClientRect();
        if (!own || box.width <= 1 || box.height <= 1) continue;
        const scale = element instanceof SVGGraphicsElement ? (element.getScreenCTM()?.a ?? 1) : 1;
        const size = Math.round(Number.parseFloat(getComputedStyle(element).fontSize) * scale * 100) / 100;
        if (size < ${pixels}) small.add(size + ' ' + element.textContent.trim().slice(0, 40));
      }
    };
    walk(document);
    return [...small];
  })()`);
}

/** The header's quick search field: the width its text has, and what ten figures take in its font. */
function searchFieldRoom(page: Page): Promise<{ width: number; tenFigures: number }> {
  return page.locator('header [part="search-input"]').evaluate((field: HTMLInputElement) => {
    const style = getComputedStyle(field);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) throw new Error('no canvas');
    context.font = style.font;
    return {
      width: Math.round(
        field.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
      ),
      tenFigures: Math.round(context.measureText('0123456789').width),
    };
  });
}

describe('the browser at its default text size (16 px)', () => {
  test('the portal keeps it: body text 14 px, headings, names, badges and labels from 12 px', async () => {
    await harness.control('reset');
    await harness.control('basket', { login: 'basic', lines: LINES });
    const { context, page } = await signedInAt(harness, '/catalog/41', 'basic');
    await page.locator('[part="name"]').first().waitFor();
    await page.locator('[part="count"]').first().waitFor();
    assert.equal(await fontSize(page, 'html'), 16, 'the root');
    const sizes = {
      body: await fontSize(page, 'body'),
      h1: await fontSize(page, 'h1'),
      name: await fontSize(page, '[part="name"]'),
      count: await fontSize(page, '[part="count"]'),
      mark: await page
        .getByText('Новинка', { exact: true })
        .first()
        .evaluate((element) => Number.parseFloat(getComputedStyle(element).fontSize)),
    };
    assert.deepEqual(sizes, { body: 14, h1: 24, name: 14, count: 12, mark: 12 });
    for (const path of [
      '/catalog/41',
      '/',
      '/basket/',
      '/opt/hits/',
      '/personal/orderlist/',
      '/opt/delivery/',
      `/search/?q=OC%2090&type=article`,
    ]) {
      await page.goto(harness.url(path));
      await settle(page);
      assert.deepEqual(await textsUnder(page, 12), [], `texts under 12 px on ${path}`);
    }
    await context.close();
  });
});

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

  test('at twice the text (32 px) the product rows reflow: nothing cut off at the edge or overlapping', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/catalog/41', 'basic');
    await setTextSize(page, 32);
    await page.reload();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.locator('[part="add"]').nth(3).waitFor();
      await screenshot(page, `text-size-32-rows-${width}`, { fullPage: false });
      assert.deepEqual(await layoutFaults(page, 'main'), [], `the rows at ${width} px`);
      // The header's quick search keeps a field that shows an article whole, ten figures and more.
      const field = await searchFieldRoom(page);
      assert.ok(field.width >= field.tenFigures, `the search field at ${width} px: ${JSON.stringify(field)}`);
      assert.deepEqual(await layoutFaults(page, 'header'), [], `the header at ${width} px`);
    }
    await context.close();
  });
});
