import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { describeFocus, focusOf } from './a11y.ts';
import { type Harness, screenshot, signedInAt, withHarness } from './support.ts';

/*
 * A page zoomed to 400 % on a 1280×1024 screen is a 320×256 window. Walked by Tab alone, every
 * focused element must be in sight: not under the header, not out of the window.
 */

const harness: Harness = withHarness();

/** Whether the focused element (in a shadow root too) is in the window and on top at its centre. */
const FOCUS_IN_SIGHT = `(() => {
  let active = document.activeElement;
  let root = document;
  while (active?.shadowRoot?.activeElement) { root = active.shadowRoot; active = active.shadowRoot.activeElement; }
  if (!active || active === document.body) return true;
  const box = active.getBoundingClientRect();
  // A native input drawn under its label shows the label instead.
  const shown = box.width > 1 && box.height > 1 ? active : (active.labels?.[0] ?? active);
  const rect = shown.getBoundingClientRect();
  const x = Math.min(Math.max(rect.left + rect.width / 2, 0), innerWidth - 1);
  const y = rect.top + Math.min(rect.height / 2, 8);
  if (y < 0 || y >= innerHeight) return false;
  const top = root.elementFromPoint(x, y);
  return top !== null && (shown.contains(top) || top.contains(shown) || active.contains(top));
})()`;

describe('zoomed to 400 %', () => {
  test('at 320×256 every Tab stop of a catalogue section is in sight', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/catalog/41', 'demo', { width: 320, height: 256 });
    await page.locator('[part~="row"]').first().waitFor();
    const hidden: string[] = [];
    for (let presses = 0; presses < 45; presses++) {
      await page.keyboard.press('Tab');
      if (!(await page.evaluate<boolean>(FOCUS_IN_SIGHT))) hidden.push(describeFocus(await focusOf(page)));
    }
    await screenshot(page, 'zoom-320x256');
    assert.deepEqual(hidden, [], `${hidden.length} of 45 Tab stops hidden`);
    await context.close();
  });
});
