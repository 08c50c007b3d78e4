import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { BrowserContext, Page } from 'playwright-core';
import { PORTAL_PATHS } from '../src/core/rules/portal-paths.ts';
import { seriousA11yViolations } from './a11y.ts';
import { eventually, type Harness, screenshot, settle, signedInAt, withHarness } from './support.ts';

/*
 * Issue 43, point 6: a page's title and h1 name the thing it shows (a section, an order, a news
 * item, a car and its unit), so that tabs and history tell the pages apart. Each page is reached as
 * a client reaches it, from its list, and the name expected is the one the list or the crumbs show.
 */

const harness: Harness = withHarness();
const SUFFIX = ' — Автодеталь';

/** The page's title, once it is `name`, and its h1, once it starts with it (an order's adds its date). */
async function namedBy(page: Page, name: string) {
  const read = async () => ({
    title: await page.title(),
    h1: (await page.locator('main h1').first().textContent())?.trim() ?? null,
  });
  const named = await eventually(
    read,
    (now) => now.title === `${name}${SUFFIX}` && (now.h1 ?? '').startsWith(name),
    `the title and the h1 name '${name}'`,
  );
  assert.equal(named.title, `${name}${SUFFIX}`);
}

/** Follows the first visible link of `main` whose path fits `path` and returns the text it showed. */
async function follow(page: Page, path: RegExp): Promise<string> {
  const links = page.locator('main a:visible:not([aria-hidden="true"])');
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((all) =>
    all.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
  );
  const index = hrefs.findIndex((href) => path.test(href));
  assert.ok(index >= 0, `a link to ${path} among ${hrefs.join(' ')}`);
  const link = links.nth(index);
  const text = (await link.textContent())?.trim() ?? '';
  assert.ok(text, `the link to ${hrefs[index]} shows a text`);
  await link.click();
  await page.waitForURL((url) => url.pathname === hrefs[index]);
  return text;
}

describe('titles and headings name the thing', () => {
  let context: BrowserContext;
  let page: Page;
  before(async () => {
    ({ context, page } = await signedInAt(harness, '/catalog/'));
  });
  after(async () => context.close());

  test('a catalogue section by its name', async () => {
    const name = await follow(page, /^\/catalog\/41\/?$/);
    await namedBy(page, name);
    await settle(page);
    assert.deepEqual(await seriousA11yViolations(page), []);
  });

  test('an order by its number', async () => {
    await page.goto(harness.url('/personal/orderlist/'));
    const number = await follow(page, /^\/personal\/order\/detail\/\d+\/$/);
    assert.match(number, /^Заказ № \S+$/);
    await namedBy(page, number);
    // Loaded afresh, the page names the order too, once it came.
    await page.reload();
    await namedBy(page, number);
  });

  test('a news item by its title', async () => {
    await page.goto(harness.url('/opt/news/'));
    const title = await follow(page, /^\/opt\/news\/\d+\/$/);
    await namedBy(page, title);
    await settle(page);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'page-names-news-item');
  });

  test('a VIN page by the car, a unit by the unit and the car', async () => {
    const crumbs = page.getByRole('navigation', { name: 'Путь по каталогу' }).getByRole('listitem');

    await page.goto(harness.url(PORTAL_PATHS.vinGroups.demo[0] ?? ''));
    await crumbs.nth(2).waitFor();
    const car = (await crumbs.nth(2).textContent())?.trim() ?? '';
    assert.ok(car, 'the crumbs name the car');
    await namedBy(page, car);

    await page.goto(harness.url(PORTAL_PATHS.vinUnit.demo[0] ?? ''));
    await crumbs.nth(3).waitFor();
    assert.equal((await crumbs.nth(2).textContent())?.trim(), car);
    const unit = (await crumbs.nth(3).textContent())?.trim() ?? '';
    assert.ok(unit, 'the crumbs name the unit');
    await namedBy(page, `${unit} — ${car}`);
    await settle(page);
    await screenshot(page, 'page-names-vin-unit-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'page-names-vin-unit-390');
    await page.setViewportSize({ width: 1280, height: 800 });
  });
});
