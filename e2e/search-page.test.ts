import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { placesAsPageLoads } from './placement.ts';
import { type Harness, screenshot, signedInAt, signedInPage, until, withHarness } from './support.ts';

const harness: Harness = withHarness();

const box = (page: Page) => page.getByRole('combobox', { name: 'Поиск запчастей' });
const section = (page: Page, title: string) => page.getByRole('region', { name: new RegExp(`^${title}`) });

describe('the /search/ page', () => {
  test('Enter with a misspelt article shows similar parts, the brands to choose from and the notice', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await box(page).fill('KL 784');
    await box(page).press('Enter');
    await page.waitForURL(/\/search\/\?q=KL\+784&type=article$/);
    await page.getByRole('heading', { name: 'Поиск: KL 784' }).waitFor();
    await page
      .getByRole('note')
      .filter({ hasText: 'По точному запросу товаров не найдено. Показаны похожие товары.' })
      .waitFor();
    const inStock = section(page, 'В наличии');
    await inStock.locator('[part~="article"]').first().waitFor();
    const articles = await inStock.locator('[part~="article"]').allTextContents();
    assert.ok(articles.length > 0);
    for (const article of articles) assert.match(article, /^KL \d{3}/);

    const brands = page.getByRole('region', { name: 'Найдено у нескольких брендов. Выберите бренд:' });
    assert.deepEqual(await brands.getByRole('columnheader').allTextContents(), ['Бренд', 'Наименование']);
    const brandLinks = await brands.getByRole('link').allTextContents();
    assert.deepEqual([...brandLinks].sort(), ['KNECHT', 'MAHLE']);
    await screenshot(page, 'search-page-desktop');
    await page.setViewportSize({ width: 390, height: 800 });
    await screenshot(page, 'search-page-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await brands.getByRole('link', { name: 'KNECHT' }).click();
    await page.waitForURL(/brand=KNECHT/);
    // The brand's answer replaces the list: wait until the in-stock section holds fewer parts.
    const inStockArticles = section(page, 'В наличии').locator('[part~="article"]');
    const narrowed = await until(
      () => inStockArticles.count(),
      (count) => count > 0 && count < articles.length,
    );
    assert.ok(narrowed > 0 && narrowed < articles.length);
    assert.equal(await page.getByRole('region', { name: /Выберите бренд/ }).count(), 0);
    await context.close();
  });

  test('the sort is kept in the address: a reload and Back keep it (issue 44)', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url('/search/?q=KL+784&type=article'));
    const inStock = section(page, 'В наличии');
    await inStock.locator('[part~="article"]').first().waitFor();
    const sort = page.getByRole('combobox', { name: 'Сортировка' });
    await sort.selectOption({ label: 'Сначала дороже' });
    await page.waitForURL(/\/search\/\?q=KL\+784&type=article&sort=PRICE_DESC$/);
    await page.reload();
    await inStock.locator('[part~="article"]').first().waitFor();
    assert.equal(await sort.inputValue(), 'PRICE_DESC');
    await inStock.getByRole('link').first().click();
    await page.waitForURL((url) => !url.pathname.startsWith('/search/'));
    await page.goBack();
    await page.waitForURL(/sort=PRICE_DESC$/);
    await inStock.locator('[part~="article"]').first().waitFor();
    assert.equal(await sort.inputValue(), 'PRICE_DESC');
    await context.close();
  });

  test('the results do not move as they come, with their filter panel and the remote suppliers link, on a phone and at 1280 px', async () => {
    // What holds the results, beside the filter panel: there from the first moment of the search.
    const results = '[part~="search"] [aria-busy]';
    const places = await placesAsPageLoads(
      harness,
      '/search/?q=GDB1550&type=article',
      results,
      async (page) => {
        await page.getByRole('link', { name: 'Искать на других складах' }).waitFor();
        await section(page, 'В наличии').locator('[part~="row"]').first().waitFor();
      },
    );
    for (const { width, first, now } of places) {
      assert.ok(first, 'the results were seen arriving');
      assert.deepEqual(now, first, `the results at ${width} px`);
    }
  });

  test("'Искать по названию' after an article search that found nothing finds the parts by name", async () => {
    const { context, page } = await signedInPage(harness);
    await page.evaluate(() => localStorage.setItem('portal:search-type', '"article"'));
    await page.goto(harness.url(`/search/?q=${encodeURIComponent('колодки передние')}&type=article`));
    const empty = page.locator('[part~="empty"]');
    await empty.waitFor();
    assert.match(
      (await empty.textContent()) ?? '',
      /Предложений удовлетворяющих заданным критериям не найдено\./,
    );
    assert.match((await empty.textContent()) ?? '', /Измените запрос или попробуйте искать по названию\./);
    await screenshot(page, 'search-page-empty');
    await empty.getByRole('link', { name: 'Искать по названию' }).click();
    await page.waitForURL(/type=description/);
    const inStock = section(page, 'В наличии');
    await inStock.locator('[part~="article"]').first().waitFor();
    const names = await inStock.locator('li').allTextContents();
    assert.ok(names.length > 0);
    for (const name of names.slice(0, 10)) assert.match(name, /Колодки тормозные передние/);
    assert.equal(await page.getByRole('combobox', { name: 'Искать по' }).inputValue(), 'description');
    await context.close();
  });

  test('a failed search says so and finds the parts on retry', async () => {
    const { context, page } = await signedInPage(harness);
    // Page data is also the header's: every page-data call fails until the alert is there.
    await harness.control('faults', { path: 'backend.page.json', status: 502, times: 20 });
    await page.goto(harness.url('/search/?q=GDB1550&type=article'));
    const alert = page.getByRole('alert').filter({ hasText: 'Произошла ошибка.' });
    await alert.waitFor();
    await harness.control('reset');
    await alert.getByRole('button', { name: 'Повторить' }).click();
    await section(page, 'В наличии').waitFor();
    assert.match((await section(page, 'В наличии').textContent()) ?? '', /GDB1550/);
    await context.close();
  });

  test('an article with no stock of its own shows its analogues in stock, and the remote suppliers are offered', async () => {
    const { context, page } = await signedInAt(harness, '/search/?q=13.0460-7184.2&type=article');
    const empty = page.locator('[part~="empty"]');
    await empty.waitFor();
    assert.match(
      (await empty.textContent()) ?? '',
      /^В наличии товаров удовлетворяющих заданным критериям не найдено/,
    );
    const analogues = section(page, 'Аналоги в наличии');
    await analogues.locator('[part~="row"]').first().waitFor();
    assert.ok((await analogues.locator('[part~="row"]').count()) > 0);
    assert.equal(
      await page.getByText('Предложений удовлетворяющих заданным критериям не найдено.').count(),
      0,
    );
    const remote = page.getByRole('link', { name: 'Искать на других складах' });
    assert.match(
      (await remote.getAttribute('href')) ?? '',
      /\/searchallsourcessteps\/\?q=13\.0460-7184\.2&brand=&type=article$/,
    );
    assert.deepEqual(await seriousA11yViolations(page), []);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `search-page-analogues-${width}`);
    }
    await context.close();
  });

  test('the remote suppliers are offered for an article search that found parts in stock too', async () => {
    const { context, page } = await signedInAt(harness, '/search/?q=GDB1550&type=article');
    await section(page, 'В наличии').locator('[part~="row"]').first().waitFor();
    await page.getByRole('link', { name: 'Искать на других складах' }).waitFor();
    await page.goto(harness.url(`/search/?q=${encodeURIComponent('колодки')}&type=description`));
    await section(page, 'В наличии').locator('[part~="row"]').first().waitFor();
    assert.equal(
      await page.getByRole('link', { name: 'Искать на других складах' }).count(),
      0,
      'not by name',
    );
    await context.close();
  });

  test('a chosen brand that matches nothing stays in the panel, checked, and can be unchecked', async () => {
    const { context, page } = await signedInAt(harness, '/search/?q=GDB1550&type=article');
    const filters = page.getByRole('complementary', { name: /Фильтры/ });
    // BOSCH makes an analogue of the TRW pads, not a part found for the article itself.
    const bosch = filters.getByRole('checkbox', { name: 'BOSCH' });
    await bosch.check();
    await filters.getByRole('button', { name: 'Применить' }).click();
    await page.locator('[part~="empty"]').waitFor();
    await filters.getByRole('heading', { name: 'Фильтры (1)' }).waitFor();
    assert.equal(await bosch.isChecked(), true, 'the chosen brand is still there');
    await bosch.uncheck();
    await filters.getByRole('button', { name: 'Применить' }).click();
    await section(page, 'В наличии').locator('[part~="row"]').first().waitFor();
    await filters.getByRole('heading', { name: 'Фильтры', exact: true }).waitFor();
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
  test("a VIN searched shows the offer of its car's catalogue above the empty results", async () => {
    const { context, page } = await signedInAt(harness, '/search/?q=XTAGFL110LY100456&type=article');
    const offer = page.getByRole('link', {
      name: 'Найти автомобиль по VIN XTAGFL110LY100456 в оригинальных каталогах',
    });
    const empty = page.locator('[part~="empty"]');
    await empty.getByText('Предложений удовлетворяющих заданным критериям не найдено.').waitFor();
    const [above, below] = [await offer.boundingBox(), await empty.boundingBox()];
    assert.ok(above && below && above.y + above.height <= below.y, 'the offer is above the results');
    assert.deepEqual(await seriousA11yViolations(page), []);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 800 });
      await screenshot(page, `search-page-vin-${width}`);
    }
    await offer.click();
    await page.waitForURL(/\/laximo-vin\/XTAGFL110LY100456\/$/);
    await page.getByRole('link', { name: 'Lada Vesta GFL110' }).waitFor();
    await context.close();
  });
});
