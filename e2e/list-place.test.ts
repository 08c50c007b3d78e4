import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { a11yViolations, seriousA11yViolations } from './a11y.ts';
import {
  eventually,
  type Harness,
  screenshot,
  signedInAt,
  signedInPage,
  until,
  withHarness,
} from './support.ts';

const harness: Harness = withHarness();

/** Waits until the page's address holds: the list replaces it in place, a change no load follows. */
function addressIs(page: Page, holds: (url: URL) => boolean): Promise<void> {
  return page.waitForURL(holds, { waitUntil: 'commit' });
}

/** Scrolls down half a window at a time, as a client reading the list does, until `count` rows are drawn. */
async function scrollUntil(page: Page, count: number): Promise<void> {
  const rows = page.locator('[part~="row"]');
  const deadline = Date.now() + 30_000;
  // Over the rows, right of the filter panel (which scrolls on its own).
  await page.mouse.move(900, 600);
  while ((await rows.count()) < count) {
    assert.ok(Date.now() < deadline, `${count} rows drawn while scrolling`);
    await page.mouse.wheel(0, 400);
  }
}

/**
 * The row at the top of the window (below the sticky header: the page's scroll-padding-top; a row
 * showing a pixel or less below it does not count, as the window scrolls by whole pixels): its
 * product, the next row's and its index among the drawn rows, which is its index in the list when every row above
 * it is drawn, as after a steady scroll from the top.
 */
function topRow(page: Page): Promise<{ id: string; next: string; index: number; offset: number } | null> {
  return page.evaluate(() => {
    const line = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    const shown = [...document.querySelectorAll<HTMLElement>('[part~="row"]')];
    const index = shown.findIndex((row) => row.getBoundingClientRect().bottom > line + 1);
    const row = shown[index];
    if (!row) return null;
    const next = shown[index + 1]?.dataset.productId ?? '';
    return { id: row.dataset.productId ?? '', next, index, offset: row.getBoundingClientRect().top - line };
  });
}

/**
 * Waits until `id` is the row at the top of the window, its top on the line under the sticky
 * header, as a client coming back sees it once the rows around it are drawn.
 */
async function waitForTopRow(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (wanted) => {
      const line = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
      const top = [...document.querySelectorAll<HTMLElement>('[part~="row"]')].find(
        (row) => row.getBoundingClientRect().bottom > line + 1,
      );
      return top?.dataset.productId === wanted && Math.abs(top.getBoundingClientRect().top - line) <= 2;
    },
    id,
    { polling: 100, timeout: 30_000 },
  );
}

/** What the list shows: the filters checked, the sort, the pages and the product rows in order. */
async function shownList(page: Page) {
  const filters = page.getByRole('complementary', { name: /Фильтры/ });
  return {
    bosch: await filters.getByRole('checkbox', { name: 'BOSCH' }).isChecked(),
    denso: await filters.getByRole('checkbox', { name: 'DENSO' }).isChecked(),
    ngk: await filters.getByRole('checkbox', { name: 'NGK' }).isChecked(),
    sort: await page.getByRole('combobox', { name: 'Сортировка' }).inputValue(),
    pages: await page.locator('[data-page]').count(),
  };
}

describe('the list kept in the address (issue 22.7)', () => {
  test('Back from a product and a reload show the section as it was left: filters, sort, pages and the row at the top', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/catalog/41');
    await page.locator('[part~="row"]').nth(49).waitFor();

    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    await filters.getByRole('checkbox', { name: 'BOSCH' }).check();
    await filters.getByRole('checkbox', { name: 'DENSO' }).check();
    await filters.getByRole('button', { name: 'Применить' }).click();
    await addressIs(page, (url) => url.search.includes('brand=BOSCH&brand=DENSO'));
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('PRICE_DESC');
    await addressIs(page, (url) => url.searchParams.get('sort') === 'PRICE_DESC');
    await page.locator('[part~="row"]').nth(49).waitFor();

    // Down into page 3 (145 parts of the two brands), stopping within it. The rows a page brings
    // are drawn while the browser is idle, out of view too, so it is the window's top row that
    // tells how far the client has read.
    await page.mouse.move(900, 600);
    await until(
      async () => {
        await page.mouse.wheel(0, 400);
        return (await topRow(page))?.index ?? 0;
      },
      (index) => index >= 105,
    );
    await page.locator('[data-page="3"]').waitFor();
    // Once the scroll has settled (the wheel's may still be on its way), the address names the
    // row at the top.
    const settled = await eventually(
      async () => ({ top: await topRow(page), row: new URL(page.url()).searchParams.get('row') }),
      ({ top, row }) => top !== null && row === String(top.index),
      'the address names the row at the top',
    );
    const left = settled.top;
    assert.ok(left && left.index >= 100, `the client stopped on page 3 (row ${left?.index})`);
    const address = new URL(page.url());
    assert.equal(address.pathname, '/catalog/41');
    assert.equal(address.searchParams.get('pages'), '3');
    const before = await shownList(page);
    assert.deepEqual(before, { bosch: true, denso: true, ngk: false, sort: 'PRICE_DESC', pages: 3 });

    // A product's article leads to its search (the next row's: in full view, clicked without a
    // scroll); Back returns to the section as it was left.
    const opened = page.locator(`[part~="row"][data-product-id="${left.next}"] [part~="article"]`);
    await opened.click();
    await addressIs(page, (url) => url.pathname === '/searchallsourcessteps/');
    await page.goBack();
    await addressIs(page, (url) => url.href === address.href);
    await waitForTopRow(page, left.id);
    assert.deepEqual(await shownList(page), before);
    const back = await topRow(page);
    assert.ok(back && Math.abs(back.offset) <= 2, `the row is at the top of the window (${back?.offset} px)`);
    assert.equal(page.url(), address.href, 'the address is as it was');
    assert.deepEqual(await a11yViolations(page), []);
    await screenshot(page, 'list-place-back');

    // A reload shows the same.
    await page.reload();
    await waitForTopRow(page, left.id);
    assert.deepEqual(await shownList(page), before);
    assert.equal(page.url(), address.href);
    assert.deepEqual(await a11yViolations(page), []);

    // Another sort starts the list over, at its top, and the address says so.
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('NAME_ASC');
    await addressIs(
      page,
      (url) =>
        url.searchParams.get('sort') === 'NAME_ASC' &&
        !url.searchParams.has('pages') &&
        !url.searchParams.has('row') &&
        url.searchParams.getAll('brand').join() === 'BOSCH,DENSO',
    );
    await context.close();
  });

  test('an address with values the list does not know shows the section without them', async () => {
    const { context, page } = await signedInPage(harness);
    await page.goto(
      harness.url('/catalog/41?sort=CHEAPEST&brand=NGK&brand=NOSUCH&price=oops&pages=-2&row=zz&prop.x%20y=1'),
    );
    await addressIs(page, (url) => url.search === '?brand=NGK');
    await page.locator('[part~="row"]').nth(49).waitFor();
    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    assert.equal(await filters.getByRole('checkbox', { name: 'NGK' }).isChecked(), true);
    assert.equal(await page.getByRole('combobox', { name: 'Сортировка' }).inputValue(), 'REL_ASC');
    const brands = await page.locator('[part~="row"] [part~="brand"]').allTextContents();
    assert.deepEqual([...new Set(brands)], ['NGK']);
    await context.close();
  });

  test("on a CMS page the list keeps its place under its prefix and leaves the page's own parameters alone", async () => {
    const { context, page } = await signedInAt(harness, '/embed/section.html?utm_source=mail&sort=cms');
    await page.locator('[part~="row"]').nth(49).waitFor();
    await page.getByRole('combobox', { name: 'Сортировка' }).selectOption('PRICE_ASC');
    await addressIs(page, (url) => url.search === '?utm_source=mail&sort=cms&list-sort=PRICE_ASC');
    await scrollUntil(page, 60);
    await page.locator('[data-page="2"]').waitFor();
    // Page 2 at least: the list may have asked for the next one too, as the rows came within reach.
    await addressIs(page, (url) => Number(url.searchParams.get('list-pages')) >= 2);
    const pages = new URL(page.url()).searchParams.get('list-pages');

    await page.reload();
    await page.locator(`[data-page="${pages}"]`).waitFor();
    assert.equal(await page.getByRole('combobox', { name: 'Сортировка' }).inputValue(), 'PRICE_ASC');
    const address = new URL(page.url());
    assert.equal(address.searchParams.get('utm_source'), 'mail');
    assert.equal(address.searchParams.get('sort'), 'cms');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
});
