import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { describeFocus, type Focus, focusOf } from './a11y.ts';

/**
 * Presses Tab (Shift+Tab with `back`) until the focused element is the one wanted, checking at each
 * step that the focus is drawn. Returns the element and the presses it took.
 */
export async function tabTo(
  page: Page,
  wanted: (focus: Focus) => boolean,
  { back = false, max = 150 }: { back?: boolean; max?: number } = {},
): Promise<Focus & { presses: number }> {
  for (let presses = 1; presses <= max; presses += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const focus = await focusOf(page);
    if (!focus) continue;
    assert.ok(focus.shown, `the focus is not drawn on ${describeFocus(focus)}`);
    if (wanted(focus)) return { ...focus, presses };
  }
  assert.fail(`not reached within ${max} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}

export const named = (name: string | RegExp) => (focus: Focus) =>
  typeof name === 'string' ? focus.name === name : name.test(focus.name);

/**
 * What a screen reader says without being asked: the text of every polite or assertive live region
 * on the page, shadow roots included (status, alert, aria-live), in document order.
 */
export function liveRegionTexts(page: Page): Promise<string[]> {
  return page.evaluate(`(() => {
    const texts = [];
    const walk = (root) => {
      for (const element of root.querySelectorAll('*')) {
        const live = element.matches('[role=status], [role=alert], [aria-live=polite], [aria-live=assertive]')
          && !element.parentElement?.closest('[role=status], [role=alert], [aria-live]');
        const text = element.textContent.replace(/\\s+/g, ' ').trim();
        if (live && text) texts.push(text);
        if (element.shadowRoot) walk(element.shadowRoot);
      }
    };
    walk(document);
    return texts;
  })()`);
}

/** Whether the focused element (inside shadow roots too) is in the page's `main`. */
export function focusInMain(page: Page): Promise<boolean> {
  return page.evaluate(`(() => {
    const active = document.activeElement;
    return active !== null && document.querySelector('main')?.contains(active) === true;
  })()`);
}
