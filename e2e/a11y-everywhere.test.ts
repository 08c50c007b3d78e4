import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PORTAL_PATHS } from '../src/core/rules/portal-paths.ts';
import { atRestA11yViolations, describeFocus, focusWalk, seriousA11yViolations } from './a11y.ts';
import { type Harness, settle, signInThroughApi, withHarness } from './support.ts';

const harness: Harness = withHarness();

/** The addresses of every page of the route table with the demo API's data (its `demo`), by who may open them. */
const routes = (guard: 'public' | 'signed-in') =>
  Object.values(PORTAL_PATHS)
    .filter((route) => route.guard === guard)
    .flatMap((route) => route.demo);

/** Every CMS page of the demo, read from the folder so that a new one is checked too. */
const EMBED_PAGES = readdirSync(new URL('../host-demo/public/embed/', import.meta.url))
  .filter((file) => file.endsWith('.html'))
  .map((file) => `/embed/${file}`);

const WIDTHS = [1280, 390] as const;

/**
 * Every page at the page's width, each finding of `check` listed as "path — finding", so that one
 * run tells everything that is wrong rather than the first fault. `states` opens what a page hides
 * (drop-downs, dialogs) and names each state, which is checked too.
 */
async function survey(
  page: Page,
  paths: readonly string[],
  {
    check,
    states = async function* () {},
  }: {
    check: (page: Page) => Promise<string[]>;
    states?: (page: Page, path: string) => AsyncGenerator<string>;
  },
): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await page.goto(harness.url(path));
    await settle(page);
    for (const violation of await check(page)) found.push(`${path} — ${violation}`);
    for await (const state of states(page, path)) {
      for (const violation of await check(page)) found.push(`${path} ${state} — ${violation}`);
    }
  }
  return found;
}

/** How far into a page the focus check goes: the header and the first screens of the content. */
const TAB_STOPS = 60;

/** The Tab stops, from the top of the page, that do not draw the focus (an outline or a box shadow). */
async function undrawnFocus(page: Page): Promise<string[]> {
  const undrawn = new Set<string>();
  for (const focus of await focusWalk(page, TAB_STOPS))
    if (focus && !focus.shown) undrawn.add(`focus not drawn on ${describeFocus(focus)}`);
  return [...undrawn];
}

/**
 * What the signed-in pages hide until asked: every drop-down of the header (the burger's panel on a
 * phone), the quick search's hits, the detail dialog of a product row, the basket's confirmation.
 */
async function* hiddenParts(page: Page, path: string): AsyncGenerator<string> {
  if (path === '/') {
    const toggles = page.getByRole('banner').locator('button[aria-expanded]');
    for (let index = 0; index < (await toggles.count()); index += 1) {
      const toggle = toggles.nth(index);
      if (!(await toggle.isVisible())) continue;
      await toggle.press('Enter');
      await settle(page);
      yield `header drop-down "${(await toggle.getAttribute('aria-label')) ?? (await toggle.textContent())}"`;
      await page.keyboard.press('Escape');
    }
    await page.getByPlaceholder('Поиск запчастей').fill('W 712');
    // The list opens while the typing pauses, before the hits are asked for.
    await page.getByRole('listbox').first().getByRole('option').first().waitFor();
    await settle(page);
    yield 'quick-search hits';
    await page.keyboard.press('Escape');
  }
  if (path === '/catalog/41') {
    await page.locator('[part~="row"] [part~="name"]').first().press('Enter');
    await page.getByRole('dialog').waitFor();
    await settle(page);
    yield 'detail dialog';
    await page.keyboard.press('Escape');
  }
  if (path === '/basket/') {
    await page.getByRole('button', { name: 'Очистить корзину' }).press('Enter');
    await page.getByRole('alertdialog').waitFor();
    yield 'clear confirmation';
    await page.keyboard.press('Escape');
  }
}

/**
 * A context at `width`, signed in or not. It bypasses the portal
 * pages' CSP (the harness's contexts do): axe is injected as an inline script, which the strict CMS
 * page refuses too (what the widgets do under that CSP is strict-host's test).
 */
async function surveyContext(width: number, signedIn: boolean): Promise<BrowserContext> {
  const context = await harness.newContext({ width, height: 900, signedIn });
  if (signedIn) await signInThroughApi(context, harness);
  return context;
}

/** What a visitor's landing page hides: the dialog that asks a visitor typing a search to become a client. */
async function* visitorDialog(page: Page, path: string): AsyncGenerator<string> {
  const box = page.getByRole('combobox', { name: 'Поиск запчастей' }).first();
  if (path !== '/unauth/' || !(await box.isVisible())) return;
  await box.press('G');
  await page.getByRole('dialog', { name: 'Внимание!' }).waitFor();
  yield 'the dialog for a visitor';
  await page.keyboard.press('Escape');
}

/** Axe's findings (all of them, or the serious and critical), then the Tab stops with no drawn focus. */
const axeAndFocus =
  (axe: (page: Page) => Promise<string[]>) =>
  async (page: Page): Promise<string[]> => [...(await axe(page)), ...(await undrawnFocus(page))];

// The widths are surveyed side by side: much of a page's time is spent waiting on the network.
describe(`every page at 1280 and 390 px: axe, and the focus drawn on the first ${TAB_STOPS} Tab stops`, {
  concurrency: WIDTHS.length,
}, () => {
  // Nothing here changes what the server holds.
  before(() => harness.control('reset'));

  // The longest, the signed-in surveys, start first, side by side; the others fill in after.
  for (const width of WIDTHS) {
    test(`no axe violation on any page of a signed-in client, its drop-downs and dialogs open too, at ${width} px`, async () => {
      const context = await surveyContext(width, true);
      const page = await context.newPage();
      assert.deepEqual(
        await survey(page, routes('signed-in'), {
          check: axeAndFocus(atRestA11yViolations),
          states: hiddenParts,
        }),
        [],
      );
      await context.close();
    });
  }

  for (const width of WIDTHS) {
    test(`no axe violation on any public page, as a visitor, at ${width} px`, async () => {
      // The portal pages' CSP refuses axe's inline script (security-headers checks that CSP).
      const context = await surveyContext(width, false);
      const page = await context.newPage();
      assert.deepEqual(
        await survey(page, routes('public'), {
          check: axeAndFocus(atRestA11yViolations),
          states: visitorDialog,
        }),
        [],
      );
      await context.close();
    });
  }

  for (const width of WIDTHS) {
    test(`nothing serious or critical on any CMS page of the demo, at ${width} px`, async () => {
      const context = await surveyContext(width, true);
      const page = await context.newPage();
      // The CMS pages' own markup is not ours (no landmarks, headings as a CMS makes them): only what
      // would stop a user counts there.
      assert.deepEqual(await survey(page, EMBED_PAGES, { check: axeAndFocus(seriousA11yViolations) }), []);
      await context.close();
    });
  }
});
