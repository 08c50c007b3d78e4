import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, screenshot, signedInAt, signedInPage, withHarness } from './support.ts';

const harness: Harness = withHarness();

const row = (page: Page, productId: number): Locator =>
  page.locator(`[part~="row"][data-product-id="${productId}"]`);
const quantityOf = (line: Locator) => line.getByRole('textbox', { name: 'Количество' });

interface DemoState {
  lines: { productId: number; quantity: number }[];
}

async function basketLine(productId: number): Promise<number | undefined> {
  const state = (await (await fetch(harness.url('/__demo/state?login=demo'))).json()) as DemoState;
  return state.lines.find((line) => line.productId === productId)?.quantity;
}

/** The basket calls the page makes from now on. */
function basketCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (/^\/rest\/basket\.(add|update)\.json$/.test(path)) calls.push(path);
  });
  return calls;
}

/** The focused element, inside shadow roots too: its part and the product of its row. */
function focused(page: Page): Promise<{ part: string | null; productId: string | null; text: string }> {
  return page.evaluate(() => {
    let active = document.activeElement;
    while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
    return {
      part: active?.getAttribute('part') ?? null,
      productId: active?.closest('[data-product-id]')?.getAttribute('data-product-id') ?? null,
      text: active?.textContent ?? '',
    };
  });
}

describe('product rows (issue 16)', () => {
  test("a part in the basket shows the basket's quantity, and 'В корзине' sets the line to it, never above the stock", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    const calls = basketCalls(page);
    // The demo basket holds 2 of the BOSCH pads (1001), 38 in stock.
    await page.goto(harness.url(`/search/?q=${encodeURIComponent('0 986 494 524')}&type=article`));
    const pads = row(page, 1001);
    const inBasket = pads.getByRole('button', { name: 'В корзине' });
    await inBasket.waitFor();
    assert.equal(await quantityOf(pads).inputValue(), '2');
    await quantityOf(pads).fill('38');
    await inBasket.click();
    await page.getByRole('status').filter({ hasText: 'Количество в корзине изменено' }).waitFor();
    assert.equal(await basketLine(1001), 38, 'the line holds 38, not 2 + 38');
    assert.deepEqual(calls, ['/rest/basket.update.json']);
    assert.equal(await pads.getByRole('alert').count(), 0, 'no refusal');
    assert.equal(await quantityOf(pads).inputValue(), '38');
    await context.close();
  });

  test("a quantity above the maximum is clamped with 'Макс. кол-во {max}', whatever else is wrong with it", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    // NGK spark plugs: sold by 4, 120 in stock, 4 in the demo basket.
    await page.goto(harness.url('/search/?q=BKR6E-11&type=article'));
    const plugs = row(page, 1010);
    await plugs.getByRole('button', { name: 'В корзине' }).waitFor();
    assert.equal(await quantityOf(plugs).inputValue(), '4');
    await quantityOf(plugs).fill('9999');
    assert.equal(await quantityOf(plugs).inputValue(), '120');
    assert.equal(await plugs.getByRole('status').textContent(), 'Макс. кол-во 120');
    await context.close();
  });

  test("stock below the multiplicity reads 'Нет в наличии для заказа кратно 4' with the stepper and the button disabled", async () => {
    await harness.control('reset');
    await harness.control('product', { productId: 1011, stock: 3 });
    const { context, page } = await signedInAt(harness, '/search/?q=K20TT&type=article');
    const plugs = row(page, 1011);
    await plugs.getByText('Нет в наличии для заказа кратно 4').waitFor();
    assert.equal(await plugs.getByText(/Макс\. кол-во/).count(), 0);
    assert.equal(await plugs.getByRole('alert').count(), 0, 'said in the row, not announced on load');
    assert.equal(await quantityOf(plugs).isDisabled(), true);
    for (const name of ['Уменьшить количество', 'Увеличить количество', 'В корзину'])
      assert.equal(await plugs.getByRole('button', { name }).isDisabled(), true, name);
    await harness.control('reset');
    await context.close();
  });

  test("a part without a photo offers 'Посмотреть фото в сети' in words", async () => {
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url(`/search/?q=${encodeURIComponent('OC 90')}&type=article`));
    const link = row(page, 1005).locator('[part~="photo-search"]');
    await link.waitFor();
    assert.equal((await link.textContent())?.trim(), 'Посмотреть фото в сети');
    assert.equal(await link.isVisible(), true);
    await context.close();
  });

  test('a refusal to add fits in two lines of the row at 1280 px', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url(`/search/?q=${encodeURIComponent('OP 526/1')}&type=article`));
    const filter = row(page, 1006);
    await filter.getByRole('button', { name: 'В корзину' }).waitFor();
    // Sold out elsewhere meanwhile: the row still offers 15, the server has 1.
    await harness.control('product', { productId: 1006, stock: 1 });
    await filter.getByRole('button', { name: 'Увеличить количество' }).click();
    await filter.getByRole('button', { name: 'В корзину' }).click();
    const refusal = filter.getByRole('alert');
    await refusal.waitFor();
    assert.match(
      (await refusal.textContent()) ?? '',
      /^Не удалось добавить в корзину: .+ Количество сохранено\.$/,
    );
    const lineHeight = await refusal.evaluate((element) =>
      Number.parseFloat(getComputedStyle(element).lineHeight),
    );
    const box = await refusal.boundingBox();
    assert.ok(box && box.height <= 2 * lineHeight + 1, `${box?.height} px high: at most two lines`);
    await screenshot(page, 'product-row-refusal-desktop');
    await harness.control('reset');
    await context.close();
  });

  test("after 'В корзину' is pressed by keyboard the focus stays on it", async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.goto(harness.url(`/search/?q=${encodeURIComponent('HU 7008 z')}&type=article`));
    const filter = row(page, 1007);
    const add = filter.getByRole('button', { name: 'В корзину' });
    await add.focus();
    await page.keyboard.press('Enter');
    await filter.getByRole('button', { name: 'В корзине' }).waitFor();
    assert.deepEqual(await focused(page), { part: 'add', productId: '1007', text: 'В корзине' });
    // The next Tab goes on from there, not from the top of the page.
    await page.keyboard.press('Tab');
    assert.notEqual((await focused(page)).productId, null);
    await context.close();
  });

  test("in the step search the focus stays on 'В корзину' pressed by keyboard while the later steps arrive", async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(
      harness,
      '/searchallsourcessteps/?q=GDB1550&brand=TRW&type=article',
    );
    // The part in stock shows with the first step; the remote offers and the filters come later.
    const pads = row(page, 1002);
    const add = pads.getByRole('button', { name: 'В корзину' });
    await add.focus();
    await page.keyboard.press('Enter');
    await pads.getByRole('button', { name: 'В корзине' }).waitFor();
    await page.getByText('Поиск завершён').waitFor({ timeout: 15_000 });
    assert.deepEqual(await focused(page), { part: 'add', productId: '1002', text: 'В корзине' });
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test("the product page of an unknown part reads 'Товар не найден.' and offers the catalogue and the search", async () => {
    const { context, page } = await signedInAt(harness, '/product/999999');
    await page.getByRole('heading', { level: 1, name: 'Товар не найден.' }).waitFor();
    assert.match(
      (await page.getByRole('link', { name: 'Перейти в каталог' }).getAttribute('href')) ?? '',
      /\/catalog$/,
    );
    assert.match(
      (await page.getByRole('link', { name: 'Найти в поиске' }).getAttribute('href')) ?? '',
      /\/search\/$/,
    );
    assert.equal(await page.getByRole('button', { name: 'Повторить' }).count(), 0);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });

  test("the product page keeps the focus on 'В корзину' pressed by keyboard", async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/product/1006');
    const add = page.getByRole('button', { name: 'В корзину' });
    await add.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'В корзине' }).waitFor();
    assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'В корзине');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
});
