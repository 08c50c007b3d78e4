import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, signedInAt, until, withHarness } from './support.ts';

const harness: Harness = withHarness();
const LINES = 1000;

/** The roubles a figure on the page reads ('1 234 567,89 ₽'). */
const roubles = (text: string | null) => Number((text ?? '').replace(/[^\d,]/g, '').replace(',', '.'));

/** What the server holds of the client's basket: its lines and their sum. */
async function serverBasket(): Promise<{ lines: number; price: number }> {
  const response = await fetch(harness.url('/__demo/state?login=basic'));
  const state = (await response.json()) as { lines: unknown[]; basket_count_data: { price: number } };
  return { lines: state.lines.length, price: state.basket_count_data.price };
}

const total = async (page: Page) => roubles(await page.getByTestId('checkout-total').textContent());
const lines = (page: Page) => page.locator('[part="line"]');

describe('a basket of 1,000 lines', () => {
  test('shows every line and the right total; select all, a quantity edit and a delete work', async () => {
    await harness.control('reset');
    await harness.control('basket', { login: 'basic', lines: LINES });
    const { context, page } = await signedInAt(harness, '/basket/', 'basic');
    await page.getByRole('button', { name: 'Оформить заказ' }).waitFor({ timeout: 60_000 });
    // Every line ends in the page (find in page, a screen reader's browse mode), the last one too.
    await until(
      () => lines(page).count(),
      (count) => count === LINES,
      60_000,
    );
    assert.equal(await lines(page).count(), LINES);
    await page
      .getByRole('checkbox', { name: /^Выбрать: / })
      .last()
      .waitFor();
    const held = await serverBasket();
    assert.equal(held.lines, LINES);
    assert.equal(await total(page), held.price);

    const selectAll = page.getByRole('checkbox', { name: 'Выбрать все товары' });
    await selectAll.click();
    await page.getByTestId('checkout-total').filter({ hasText: /^0/ }).waitFor();
    assert.equal(
      await page
        .getByRole('checkbox', { name: /^Выбрать: / })
        .nth(LINES - 1)
        .isChecked(),
      false,
    );
    await selectAll.click();
    assert.equal(
      await until(
        () => total(page),
        (sum) => sum === held.price,
      ),
      held.price,
    );
    assert.equal(
      await page
        .getByRole('checkbox', { name: /^Выбрать: / })
        .nth(LINES - 1)
        .isChecked(),
      true,
    );

    // A line far down the list: one more of it, sent to the server, and the total follows.
    const edited = lines(page).nth(700);
    await edited.getByRole('button', { name: 'Увеличить количество' }).click();
    const afterEdit = await until(serverBasket, (basket) => basket.price > held.price);
    assert.ok(afterEdit.price > held.price);
    assert.equal(
      await until(
        () => total(page),
        (sum) => sum === afterEdit.price,
      ),
      afterEdit.price,
    );

    const removedId = await edited.getAttribute('data-line-id');
    await edited.getByRole('button', { name: /^Удалить: / }).click();
    await until(
      () => lines(page).count(),
      (count) => count === LINES - 1,
    );
    assert.equal(await lines(page).count(), LINES - 1);
    assert.equal(await page.locator(`[part="line"][data-line-id="${removedId}"]`).count(), 0);
    const afterRemove = await serverBasket();
    assert.equal(afterRemove.lines, LINES - 1);
    assert.equal(
      await until(
        () => total(page),
        (sum) => sum === afterRemove.price,
      ),
      afterRemove.price,
    );
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
});
