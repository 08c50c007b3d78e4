import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { eventually, type Harness, screenshot, settle, withHarness } from './support.ts';

/*
 * Issue 43, point 7: after signing in with the keyboard, the focus lands on something the client
 * sees, with a ring that shows it is focused (it sat on the home page's hidden heading).
 */

const harness: Harness = withHarness();

/** The focused element: its tag and text, whether it is in sight and not covered, and its outline. */
function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const inView =
      box.width >= 8 && box.height >= 8 && box.bottom > 0 && box.top < innerHeight && box.left < innerWidth;
    const hit = inView ? document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2) : null;
    return {
      tag: element.tagName.toLowerCase(),
      text: element.textContent?.trim() ?? '',
      shown:
        inView &&
        style.clipPath === 'none' &&
        style.visibility === 'visible' &&
        !!hit &&
        element.contains(hit),
      outline: style.outlineStyle === 'none' ? 0 : Number.parseFloat(style.outlineWidth),
    };
  });
}

for (const { width, phone } of [
  { width: 1280, phone: false },
  { width: 390, phone: true },
]) {
  describe(`after signing in with the keyboard at ${width} px`, () => {
    test('the focus is on a heading the client sees, with a ring', async () => {
      const context = await harness.newContext({ width, height: 844, phone });
      const page = await context.newPage();
      await page.goto(harness.url('/login/'));
      await page.getByLabel('Логин').fill('demo');
      await page.getByLabel('Пароль').fill('demo');
      await page.getByLabel('Пароль').press('Enter');
      await page.waitForURL(/\/\?from=login$/);
      const landed = await eventually(
        () => focused(page),
        (focus) => focus?.tag === 'h1',
        'the home page heading focused',
      );
      assert.equal(landed?.text, 'Главная');
      await settle(page);
      const after = await focused(page);
      assert.equal(after?.tag, 'h1', 'the focus stays on the heading once the page is in');
      assert.ok(after?.shown, `the focused heading is in sight: ${JSON.stringify(after)}`);
      assert.ok((after?.outline ?? 0) >= 2, `the focused heading has a ring: ${JSON.stringify(after)}`);
      assert.deepEqual(await seriousA11yViolations(page), []);
      await screenshot(page, `sign-in-focus-${width}`, { fullPage: false });
      await context.close();
    });
  });
}
