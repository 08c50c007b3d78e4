import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { DEMO_BASKET_FIGURES } from '../demo-api/data/baskets.ts';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, signedInAt, signedInPage, watchFetches, withHarness } from './support.ts';

const harness: Harness = withHarness();

const STEP_TEXTS = [
  'Ищем в наличии',
  'Ищем в наличии на других складах',
  'Ищем аналоги в наличии',
  'Ищем на других складах',
  'Поиск завершён',
];

/** A section of the step search by its heading ('В наличии', 'Аналоги на других складах'…). */
const section = (page: Page, title: string): Locator =>
  page
    .locator('[part~="section"]')
    .filter({ has: page.getByRole('heading', { level: 2, name: new RegExp(`^${title}`) }) });

const sectionTitles = (page: Page): Promise<string[]> =>
  page
    .locator('[part~="section"] h2')
    .evaluateAll((headings) => headings.map((heading) => heading.firstChild?.textContent ?? ''));

/** The brands of the rows (local: the text before the article link) and of the part groups (remote). */
const brandsIn = (page: Page, title: string): Promise<string[]> =>
  section(page, title)
    .locator('[part~="row"] [part~="article"], [part~="offer-group"] [part~="article"]')
    .evaluateAll((links) => links.map((link) => link.previousElementSibling?.textContent ?? ''));

/** How a row (local or a supplier's offer) is laid out: the add button beside the price, or under it. */
async function layoutOf(row: Locator): Promise<'line' | 'card'> {
  const price = await row.locator('[part~="price"]').boundingBox();
  const add = await row.locator('[part~="add"]').boundingBox();
  assert.ok(price && add, 'the row shows a price and an add button');
  return add.x >= price.x + price.width && add.y < price.y + price.height ? 'line' : 'card';
}

/** Records every progress text the widget shows from now on, wherever the widget renders. */
async function recordProgress(page: Page): Promise<void> {
  // A plain script: functions compiled by the test runner would carry its helpers into the page.
  await page.evaluate(`(() => {
    const seen = [];
    window.progressSeen = seen;
    setInterval(() => {
      const root = document.querySelector('portal-step-search')?.shadowRoot ?? document;
      const text =
        root.querySelector('[role="progressbar"]')?.getAttribute('aria-valuetext') ??
        root.querySelector('[part~="progress-done"]')?.textContent ??
        null;
      if (text && seen.at(-1) !== text) seen.push(text);
    }, 10);
  })()`);
}

const progressSeen = (page: Page): Promise<string[]> =>
  page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);

/** The demo client's search for the VW Polo pads, opened from the article of a catalogue row. */
async function searchFromCatalogue(page: Page): Promise<void> {
  await page.goto(harness.url('/catalog/11'));
  const article = page.locator('[part~="row"][data-product-id="1001"] [part~="article"]');
  await article.waitFor();
  await recordProgress(page);
  await article.click();
  await page.waitForURL(/\/searchallsourcessteps\/\?q=0\+986\+494\+524&brand=BOSCH&type=article$/);
  await page.getByText('Поиск завершён').waitFor({ timeout: 15_000 });
}

describe('step search', () => {
  test('an article of a catalogue row is searched step by step, every section filling', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await searchFromCatalogue(page);

    assert.deepEqual(await progressSeen(page), STEP_TEXTS);
    assert.equal(await page.getByRole('progressbar').count(), 0, 'the bar is gone at 100');
    assert.equal(await page.locator('[part~="skeleton"]').count(), 0, 'so are the placeholders');
    await page.getByRole('heading', { level: 1, name: 'Поиск по всем складам: 0 986 494 524' }).waitFor();

    // BOSCH is in stock, so the suppliers' BOSCH offers are dropped: no 'Искомый артикул'.
    assert.deepEqual(await sectionTitles(page), [
      'В наличии',
      'Аналоги в наличии',
      'Аналоги на других складах',
    ]);
    assert.deepEqual(await brandsIn(page, 'В наличии'), ['BOSCH']);
    assert.deepEqual(await brandsIn(page, 'Аналоги в наличии'), ['TRW']);
    assert.deepEqual(await brandsIn(page, 'Аналоги на других складах'), ['ATE', 'FENOX', 'MARSHALL']);
    const marshall = section(page, 'Аналоги на других складах').locator('[part~="offer"]').last();
    assert.equal(await marshall.locator('[part~="delivery"]').textContent(), 'Доставим - Нет данных');

    await screenshot(page, 'step-search-desktop');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'step-search-mobile');
    await context.close();
  });

  test("local rows and suppliers' offers are lines or cards together, whatever the width", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await searchFromCatalogue(page);
    const local = section(page, 'В наличии').locator('[part~="row"]').first();
    const remote = section(page, 'Аналоги на других складах').locator('[part~="offer"]').first();
    // 1136 px leaves the results about 840 px beside the filters: between the old switches (760, 880).
    for (const [width, expected] of [
      [1280, 'line'],
      [1136, 'card'],
      [800, 'card'],
      [390, 'card'],
    ] as const) {
      await page.setViewportSize({ width, height: 800 });
      const [localLayout, remoteLayout] = [await layoutOf(local), await layoutOf(remote)];
      assert.deepEqual([localLayout, remoteLayout], [expected, expected], `at ${width} px`);
      if (width === 1136) {
        const rows = (await local.boundingBox())?.width ?? 0;
        assert.ok(rows > 760 && rows < 880, `the rows are ${rows} px wide at ${width} px`);
        await screenshot(page, 'step-search-between');
      }
    }
    await context.close();
  });

  test('a brand filter changes only the analogue sections', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await searchFromCatalogue(page);
    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    await filters.getByRole('checkbox', { name: 'ATE' }).check();
    await filters.getByRole('button', { name: 'Применить' }).click();
    await section(page, 'Аналоги в наличии').waitFor({ state: 'detached' });
    assert.deepEqual(await sectionTitles(page), ['В наличии', 'Аналоги на других складах']);
    assert.deepEqual(await brandsIn(page, 'В наличии'), ['BOSCH']);
    assert.deepEqual(await brandsIn(page, 'Аналоги на других складах'), ['ATE']);
    await screenshot(page, 'step-search-filtered');
    await context.close();
  });

  test('a remote item sold in pairs goes to the basket and the badge follows', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await searchFromCatalogue(page);
    const offer = section(page, 'Аналоги на других складах')
      .locator('[part~="offer"]')
      .filter({ hasText: 'Склад Москва' })
      .filter({ has: page.locator('[part~="ratio"]', { hasText: '2' }) });
    const quantity = offer.getByRole('textbox', { name: 'Количество' });
    assert.equal(await quantity.inputValue(), '2');
    await offer.getByRole('button', { name: 'Увеличить количество' }).click();
    assert.equal(await quantity.inputValue(), '4');
    await offer.getByRole('button', { name: 'В корзину' }).click();
    await page.getByRole('status').filter({ hasText: 'Товар добавлен в корзину' }).waitFor();
    await offer.getByRole('button', { name: 'В корзине' }).waitFor();
    await page
      .locator('[part~="count"]')
      .filter({ hasText: String(DEMO_BASKET_FIGURES.count + 1) })
      .waitFor();

    const state = (await (await fetch(harness.url('/__demo/state?login=demo'))).json()) as {
      lines: { quantity: number; payload: Record<string, unknown> }[];
    };
    assert.deepEqual(
      (({ quantity: count, payload }) => ({
        count,
        type: payload.type,
        supplier: payload.supplier_id,
        brand: payload.brand,
      }))(state.lines.at(-1) ?? { quantity: 0, payload: {} }),
      { count: 4, type: 'linemedia.auto', supplier: '202', brand: 'ATE' },
    );
    await context.close();
  });

  test('a query changed during a slow step shows nothing of the old query', async () => {
    await harness.control('reset');
    const slowStep = 'step=instockanalogsremotesuppliers';
    await harness.control('faults', { path: slowStep, latencyMs: 4000 });
    const { context, page } = await signedInPage(harness);
    const slow = await watchFetches(context, slowStep);
    await page.goto(harness.url('/embed/step-search.html'));
    await page
      .getByRole('progressbar', { name: 'Ход поиска' })
      .and(page.locator('[aria-valuenow="90"]'))
      .waitFor();
    await section(page, 'Аналоги в наличии').waitFor();
    assert.equal(await page.locator('[part~="skeleton"]').count(), 1, 'placeholders while the step runs');
    await screenshot(page, 'step-search-in-progress');

    await page.locator('portal-step-search').evaluate((widget) => {
      widget.setAttribute('q', 'W 712/75');
      widget.setAttribute('brand', 'MANN-FILTER');
    });
    await page.getByText('Поиск завершён').waitFor({ timeout: 15_000 });
    // The old query's slow step has come (or the page dropped its call): nothing of it may show.
    await slow.settled(page, (await slow.counted(page)).asked);
    assert.deepEqual(await brandsIn(page, 'В наличии'), ['MANN-FILTER']);
    const shown =
      (await page.locator('portal-step-search').evaluate((widget) => widget.shadowRoot?.textContent)) ?? '';
    for (const old of ['BOSCH', 'TRW', 'ATE', 'FENOX', 'MARSHALL', '0 986 494 524'])
      assert.equal(shown.includes(old), false, `${old} of the old query is not shown`);
    await screenshot(page, 'step-search-embed');
    await context.close();
  });

  test('an article several brands make asks for the brand, and the chosen brand is searched', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/searchallsourcessteps/?q=OC%2090');
    const choice = page.getByRole('table');
    await choice.waitFor();
    assert.deepEqual(await choice.getByRole('columnheader').allTextContents(), ['Бренд', 'Наименование']);
    assert.deepEqual(await choice.getByRole('link').allTextContents(), ['MAHLE', 'KNECHT']);
    await page.getByText('Поиск завершён').waitFor();
    await screenshot(page, 'step-search-brand-choice');
    await choice.getByRole('link', { name: 'KNECHT' }).click();
    await page.waitForURL(/\/searchallsourcessteps\/\?q=OC\+90&brand=KNECHT&type=article$/);
    await section(page, 'Искомый артикул').waitFor();
    await page.getByText('Поиск завершён').waitFor();
    assert.equal(await page.getByRole('table').count(), 0);
    assert.deepEqual(await brandsIn(page, 'Искомый артикул'), ['KNECHT']);
    await context.close();
  });

  test('an article found nowhere offers the search by name, which finds it', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness, 'demo', { width: 390, height: 800 });
    await page.goto(
      harness.url('/searchallsourcessteps/?q=%D0%BA%D0%BE%D0%BB%D0%BE%D0%B4%D0%BA%D0%B8%20polo&type=article'),
    );
    await page
      .getByText('Предложений удовлетворяющих заданным критериям не найдено.')
      .waitFor({ timeout: 15_000 });
    await screenshot(page, 'step-search-nothing-found');
    await page.getByRole('link', { name: 'Искать по названию' }).click();
    await page.waitForURL(/type=description$/);
    await section(page, 'В наличии').waitFor();
    await page.getByText('Поиск завершён').waitFor();
    const found = await brandsIn(page, 'В наличии');
    assert.ok(found.includes('BOSCH') && found.includes('TRW'), `found by name: ${found.join(', ')}`);
    await context.close();
  });
  test("a frame number searched shows the offer of its car's catalogue above the results", async () => {
    const { context, page } = await signedInAt(
      harness,
      '/searchallsourcessteps/?q=ACV40-0123456&type=article',
    );
    const offer = page.getByRole('link', {
      name: 'Найти автомобиль по номеру кузова ACV40-0123456 в оригинальных каталогах',
    });
    const empty = page.locator('[part~="empty"]');
    await empty.getByText('Предложений удовлетворяющих заданным критериям не найдено.').waitFor();
    const [above, below] = [await offer.boundingBox(), await empty.boundingBox()];
    assert.ok(above && below && above.y + above.height <= below.y, 'the offer is above the results');
    assert.deepEqual(await seriousA11yViolations(page), []);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `step-search-frame-${width}`);
    }
    await offer.click();
    await page.waitForURL(/\/laximo-vin\/ACV40-0123456\/$/);
    await page.getByRole('link', { name: 'Toyota Camry ACV40' }).waitFor();
    await context.close();
  });
});
