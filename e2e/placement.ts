import type { Page } from 'playwright-core';
import { type Harness, signedInBlankPage } from './support.ts';

interface Place {
  x: number;
  y: number;
}

/** Lighthouse's phone (412 × 823, touch, 1.75 device pixels to a CSS pixel) and a desktop window. */
const WINDOWS = [
  { phone: true, width: 412, height: 823 },
  { width: 1280, height: 800 },
] as const;

/**
 * Opens `path` signed in as demo, in Lighthouse's phone and at 1280 px, each in a fresh context (no
 * cache): where the first element matching `selector` stood when it was put in the page (recorded
 * in that task, before paint) and where it stands once `arrived` has waited for all the page loads.
 */
export async function placesAsPageLoads(
  harness: Harness,
  path: string,
  selector: string,
  arrived: (page: Page) => Promise<void>,
): Promise<{ width: number; first?: Place; now?: Place }[]> {
  const places = [];
  for (const window of WINDOWS) {
    const { context, page } = await signedInBlankPage(harness, 'demo', window);
    await page.addInitScript((wanted) => {
      const watcher = new MutationObserver(() => {
        const element = document.querySelector(wanted);
        if (!element) return;
        watcher.disconnect();
        const { x, y } = element.getBoundingClientRect();
        (globalThis as { firstPlace?: Place }).firstPlace = { x, y };
      });
      watcher.observe(document, { childList: true, subtree: true });
    }, selector);
    await page.goto(harness.url(path));
    await arrived(page);
    const { first, now } = await page.evaluate((wanted) => {
      const box = document.querySelector(wanted)?.getBoundingClientRect();
      return { first: (globalThis as { firstPlace?: Place }).firstPlace, now: box && { x: box.x, y: box.y } };
    }, selector);
    places.push({ width: window.width, first, now });
    await context.close();
  }
  return places;
}
