import type { Page } from 'playwright-core';

interface Place {
  x: number;
  y: number;
}

/**
 * From the next navigation on, records where the first element matching `selector` stands when it
 * is first put in the page: in the same task, before it is painted.
 */
export async function recordFirstPlace(page: Page, selector: string): Promise<void> {
  await page.addInitScript((wanted) => {
    const watcher = new MutationObserver(() => {
      const element = document.querySelector(wanted);
      if (!element) return;
      watcher.disconnect();
      const { x, y } = element.getBoundingClientRect();
      (window as { firstPlace?: Place }).firstPlace = { x, y };
    });
    watcher.observe(document, { childList: true, subtree: true });
  }, selector);
}

/** Where the element `recordFirstPlace` watched stood when it was put in the page, and stands now. */
export async function firstAndNowPlace(
  page: Page,
  selector: string,
): Promise<{ first?: Place; now?: Place }> {
  return page.evaluate((wanted) => {
    const box = document.querySelector(wanted)?.getBoundingClientRect();
    return {
      first: (window as { firstPlace?: Place }).firstPlace,
      now: box && { x: box.x, y: box.y },
    };
  }, selector);
}
