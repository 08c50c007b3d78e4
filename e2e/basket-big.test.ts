import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { seriousA11yViolations } from './a11y.ts';
import { type Harness, signedInAt, signedInBlankPage, until, withHarness } from './support.ts';

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

/**
 * A browser never idle until the test says so: the page's idle callbacks wait, and
 * `window.idleMoment()` runs the first of them (false when none waits). A script of its own, as
 * the page runs it.
 */
const HOLD_IDLE_CALLBACKS = `(() => {
  const held = new Map();
  let next = 0;
  window.requestIdleCallback = (callback) => {
    next += 1;
    held.set(next, callback);
    return next;
  };
  window.cancelIdleCallback = (id) => held.delete(id);
  window.idleMoment = () => {
    const [first] = held;
    if (!first) return false;
    held.delete(first[0]);
    first[1]({ didTimeout: false, timeRemaining: () => 50 });
    return true;
  };
})()`;

/**
 * What the client and a screen reader have of the lines drawn so far: each line's article as find in
 * page sees it (text in the page, in no subtree hidden by content-visibility, hidden or aria-hidden),
 * and the names of the table's rows in Chromium's accessibility tree.
 */
async function drawnLines(page: Page): Promise<{ ids: string[]; found: string[]; missed: string[] }> {
  return lines(page).evaluateAll((rows) => {
    const ids = { ids: [] as string[], found: [] as string[], missed: [] as string[] };
    for (const row of rows) {
      const id = (row as HTMLElement).dataset.lineId ?? '';
      let hidden = (row.textContent ?? '').trim() === '';
      for (
        let at: Node | null = row;
        at && !hidden;
        at = at instanceof ShadowRoot ? at.host : at.parentNode
      ) {
        if (!(at instanceof Element)) continue;
        const style = getComputedStyle(at);
        hidden =
          style.contentVisibility === 'hidden' ||
          style.display === 'none' ||
          at.getAttribute('aria-hidden') === 'true';
      }
      ids.ids.push(id);
      (hidden ? ids.missed : ids.found).push(id);
    }
    return ids;
  });
}

/**
 * What Chromium's accessibility tree holds of the table: its rows (the head's and the lines';
 * Chromium names no row, a screen reader reads its cells) and the names of its checkboxes.
 */
async function accessibleTable(page: Page): Promise<{ rows: number; checkboxes: string[] }> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  const shown = nodes.filter((node) => !node.ignored);
  return {
    rows: shown.filter((node) => node.role?.value === 'row').length,
    checkboxes: shown
      .filter((node) => node.role?.value === 'checkbox')
      .map((node) => String(node.name?.value ?? '')),
  };
}

describe('a basket of 1,000 lines drawn in slices (issue 41)', () => {
  test('while its lines arrive, the total and select all are exact and every line drawn is found, read and reached', async () => {
    await harness.control('reset');
    await harness.control('basket', { login: 'basic', lines: LINES });
    const held = await serverBasket();
    const { context, page } = await signedInBlankPage(harness, 'basic');
    await context.addInitScript({ content: HOLD_IDLE_CALLBACKS });
    await page.goto(harness.url('/basket/'));
    await page.getByRole('button', { name: 'Оформить заказ' }).waitFor({ timeout: 60_000 });
    const selectAll = page.getByRole('checkbox', { name: 'Выбрать все товары' });

    // The first screen drawn with the answer; the rest waits for the browser's idle moments.
    const first = await drawnLines(page);
    assert.ok(first.ids.length > 10 && first.ids.length < LINES, `${first.ids.length} lines drawn first`);
    assert.deepEqual(first.missed, []);
    assert.equal(await total(page), held.price, 'the total counts the lines not drawn yet');
    assert.equal(await selectAll.isChecked(), true);
    const tree = await accessibleTable(page);
    assert.equal(
      tree.rows,
      first.ids.length + 1,
      "the head's row and a row for each line drawn, none for the rest",
    );
    const names = await page
      .getByRole('checkbox', { name: /^Выбрать: / })
      .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
    assert.equal(names.length, first.ids.length);
    for (const name of names) assert.ok(tree.checkboxes.includes(name), `the tree reads '${name}'`);

    // Tab from the last line drawn goes on through the lines after it, in order, none skipped.
    await lines(page)
      .nth(first.ids.length - 1)
      .getByRole('checkbox')
      .focus();
    const visited: string[] = [];
    for (let press = 0; press < 200 && visited.length < 30; press += 1) {
      await page.keyboard.press('Tab');
      const id = await page.evaluate(() => {
        let focused = document.activeElement;
        while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement;
        return focused?.closest<HTMLElement>('[part="line"]')?.dataset.lineId ?? null;
      });
      assert.ok(id, `press ${press + 1}: the focus stays in the lines`);
      if (visited.at(-1) !== id) visited.push(id);
    }
    const reached = (await drawnLines(page)).ids;
    assert.deepEqual(
      visited,
      reached.slice(first.ids.length - 1, first.ids.length + 29),
      'the focus reached every line in order',
    );

    // Select all, then lines drawn after it: the total and the boxes stay exact.
    await selectAll.click();
    await page.getByTestId('checkout-total').filter({ hasText: /^0/ }).waitFor();
    const before = (await drawnLines(page)).ids.length;
    assert.equal(
      await page.evaluate(() => (window as unknown as { idleMoment(): boolean }).idleMoment()),
      true,
    );
    const after = await drawnLines(page);
    assert.ok(after.ids.length > before, 'an idle moment draws more lines');
    assert.deepEqual(after.missed, []);
    const boxes = page.getByRole('checkbox', { name: /^Выбрать: / });
    assert.equal(await boxes.count(), after.ids.length);
    assert.deepEqual(
      (await boxes.evaluateAll((all) => all.map((box) => (box as HTMLInputElement).checked))).filter(Boolean),
      [],
    );
    assert.equal(await total(page), 0);
    await selectAll.click();
    assert.equal(
      await until(
        () => total(page),
        (sum) => sum === held.price,
      ),
      held.price,
    );

    // Idle moments draw the rest, to the last line
    // (each asked for once the slice before is painted)
    await until(
      async () => {
        await page.evaluate(() => (window as unknown as { idleMoment(): boolean }).idleMoment());
        return lines(page).count();
      },
      (count) => count === LINES,
      120_000,
    );
    const all = await drawnLines(page);
    assert.equal(all.ids.length, LINES);
    assert.deepEqual(all.missed, []);
    assert.equal(await page.locator('tbody:has(> [part="line"]) > tr:not([part="line"])').count(), 0);
    const unticked = await lines(page)
      .locator('input[type="checkbox"]')
      .evaluateAll((all) => all.filter((box) => !(box as HTMLInputElement).checked).length);
    assert.equal(unticked, 0, 'every line is selected again, the last drawn too');
    assert.equal(await total(page), held.price);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await context.close();
  });
});
