import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import XLSX from '@e965/xlsx';
import { describeFocus, focusOf, seriousA11yViolations } from './a11y.ts';
import { named, tabTo } from './keyboard.ts';
import { eventually, type Harness, screenshot, signedInAt, signedInPage, withHarness } from './support.ts';

/*
 * Whole journeys by keyboard only: Tab, Shift+Tab, arrows, Enter, Space, Escape and typing; no
 * click, no `focus()`. At every Tab the focused element must show it (an outline or a box shadow,
 * on the control or, for a hidden native input, on the label drawn in its place).
 */

const harness: Harness = withHarness();

interface DemoState {
  lines: { productId: number; quantity: number; payload?: Record<string, unknown> }[];
}

/** The demo client's basket as the server holds it. */
async function demoState(): Promise<DemoState> {
  return (await (await fetch(harness.url('/__demo/state?login=demo'))).json()) as DemoState;
}

describe('keyboard only', () => {
  test('the quick search is a combobox: arrows walk the hits, Escape closes, Enter opens the one chosen', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    await page.getByRole('main').waitFor();
    await tabTo(page, (focus) => focus.role === 'combobox' && focus.tag === 'input');
    await page.keyboard.type('фильтр масляный');
    const box = page.getByRole('combobox', { name: 'Поиск запчастей' }).first();
    const options = page.getByRole('listbox').first().getByRole('option');
    await options.nth(1).waitFor();
    const ids = await options.evaluateAll((elements) => elements.map((element) => element.id));
    const activeOption = async () => ({
      descendant: await box.getAttribute('aria-activedescendant'),
      selected: await options.evaluateAll((elements) =>
        elements.flatMap((element) => (element.getAttribute('aria-selected') === 'true' ? [element.id] : [])),
      ),
    });

    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await activeOption(), { descendant: ids[0], selected: [ids[0]] });
    await page.keyboard.press('ArrowDown');
    assert.deepEqual(await activeOption(), { descendant: ids[1], selected: [ids[1]] });
    await page.keyboard.press('ArrowUp');
    assert.deepEqual(await activeOption(), { descendant: ids[0], selected: [ids[0]] });
    // The option the arrows are on is drawn apart from the others.
    const backgrounds = await options.evaluateAll((elements) =>
      elements.slice(0, 2).map((element) => getComputedStyle(element).backgroundColor),
    );
    assert.notEqual(backgrounds[0], backgrounds[1], 'the active hit is marked');
    assert.ok((await focusOf(page))?.shown, 'the box shows its focus while the arrows walk the hits');

    await page.keyboard.press('Escape');
    assert.equal(await box.getAttribute('aria-expanded'), 'false');
    assert.equal(await box.getAttribute('aria-activedescendant'), null);
    assert.equal(await box.inputValue(), 'фильтр масляный', 'Escape keeps what was typed');
    assert.equal((await focusOf(page))?.role, 'combobox', 'and the focus');

    await page.keyboard.press('ArrowDown');
    assert.equal(await box.getAttribute('aria-expanded'), 'true', 'an arrow opens the hits again');
    await page.keyboard.press('ArrowDown');
    const chosen = await options.nth(1).getAttribute('href');
    assert.ok(chosen, 'a hit is a link to its part');
    await page.keyboard.press('Enter');
    await page.waitForURL(new URL(chosen, harness.url('/')).href);
    await context.close();
  });

  test('a product goes to the basket from a list and from its detail dialog, which holds the focus and gives it back', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/catalog/41');
    await page.locator('[part~="row"]').first().waitFor();

    const added = await tabTo(page, (focus) => focus.part === 'add' && focus.name.startsWith('В корзину: '));
    await page.keyboard.press('Enter');
    await eventually(
      async () => (await demoState()).lines.some((line) => String(line.productId) === added.productId),
      Boolean,
      'the part from the list in the basket',
    );
    // The focus stays on the button as it becomes В корзине.
    await eventually(
      async () => (await focusOf(page))?.name.startsWith('В корзине: ') === true,
      Boolean,
      'the focus on В корзине',
    );

    // The next row's name opens its detail dialog.
    const opener = await tabTo(
      page,
      (focus) => focus.part?.split(' ').includes('name') === true && focus.productId !== added.productId,
    );
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    assert.ok((await focusOf(page))?.inDialog, 'the dialog takes the focus');
    assert.deepEqual(await seriousA11yViolations(page), [], 'the detail dialog');
    const stops = await dialog.evaluate(
      (element) =>
        [
          ...element.querySelectorAll(
            'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]',
          ),
        ].length,
    );
    for (let presses = 0; presses <= stops + 1; presses += 1) {
      await page.keyboard.press('Tab');
      const focus = await focusOf(page);
      assert.ok(focus?.inDialog, `Tab stays in the dialog, not on ${describeFocus(focus)}`);
      assert.ok(focus?.shown, `the focus is drawn on ${describeFocus(focus)}`);
    }
    await page.keyboard.press('Shift+Tab');
    assert.ok((await focusOf(page))?.inDialog, 'Shift+Tab stays in the dialog');
    await tabTo(page, named(/^В корзину: /), { max: stops + 2 });
    await page.keyboard.press('Enter');
    await eventually(
      async () => (await demoState()).lines.some((line) => String(line.productId) === opener.productId),
      Boolean,
      'the part from the dialog in the basket',
    );
    await screenshot(page, 'keyboard-detail-dialog');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const back = await focusOf(page);
    assert.equal(back?.productId, opener.productId, 'the focus goes back to the name that opened it');
    assert.ok(back?.shown);
    await context.close();
  });

  test('the basket is edited and the order placed', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/basket/');
    await page.locator('[part="line"]').first().waitFor();
    const before = (await demoState()).lines;
    assert.equal(before.length, 3);

    await tabTo(page, named(/^Увеличить количество: /));
    await page.keyboard.press('Enter');
    await eventually(
      async () =>
        (await demoState()).lines.some((line, index) => line.quantity > (before[index]?.quantity ?? 0)),
      Boolean,
      'the quantity raised on the server',
    );
    await tabTo(page, named(/^Удалить/));
    await page.keyboard.press('Enter');
    await eventually(
      async () => (await demoState()).lines.length === 2,
      Boolean,
      'a line removed on the server',
    );
    // Pressed whether or not the page has the delete's answer yet: a line being deleted is not ordered.
    await tabTo(page, named('Оформить заказ'));
    await page.keyboard.press('Enter');
    await page.getByText('Ваша корзина пуста.').waitFor();
    assert.deepEqual((await demoState()).lines, []);
    const notice = await focusOf(page);
    assert.match(notice?.name ?? '', /Заказ № \d+ оформлен/);
    assert.ok(notice?.shown, 'the order number takes a drawn focus');
    await context.close();
  });

  test('an order from a spreadsheet: the file chooser opens from the keyboard, the review is confirmed from it', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    await page.getByRole('button', { name: 'Загрузить' }).waitFor();
    // Playwright asks the browser to catch file choosers without waiting for its answer: asked just
    // before the key, the key can reach the page first and its chooser go uncaught (CI met it so).
    const chooser = page.waitForEvent('filechooser');
    await tabTo(page, (focus) => focus.tag === 'input' && focus.name.startsWith('Файл с товарами'));
    await page.keyboard.press('Space');
    const book = XLSX.utils.book_new();
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet([
        ['Артикул', 'Наименование', 'Кол-во'],
        ['W 712/75', 'Фильтр', 1],
        ['BKR6E-11', 'Свечи', 4],
      ]),
      'Заказ',
    );
    await (await chooser).setFiles({
      name: 'заказ.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer,
    });
    await page.getByText('заказ.xlsx').waitFor();
    await tabTo(page, named('Загрузить'));
    await page.keyboard.press('Enter');
    // Nothing is added before the client has seen every row and confirmed it.
    await page.getByRole('button', { name: 'Добавить в корзину' }).waitFor();
    await tabTo(page, named('Добавить в корзину'));
    await page.keyboard.press('Enter');
    await page.getByText('Товары добавлены в корзину: 2.').waitFor();
    await context.close();
  });

  test('the mat constructor is configured and its set added', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/opt/carpetelli/');
    await page.getByRole('img', { name: 'Коврики EVA для вашего автомобиля' }).waitFor();
    // A closed select takes the first letters of an option, as it does for any keyboard user.
    await tabTo(page, (focus) => focus.tag === 'select' && focus.name.startsWith('Марка'));
    await page.keyboard.type('Toyota');
    await eventually(
      async () => await page.getByLabel('Модель', { exact: true }).isEnabled(),
      Boolean,
      'the models',
    );
    await tabTo(page, (focus) => focus.tag === 'select' && focus.name.startsWith('Модель'));
    await page.keyboard.type('Camry');
    await tabTo(page, (focus) => focus.tag === 'select' && focus.name.startsWith('Кузов'));
    await page.keyboard.type('XV70');
    await page.getByRole('group', { name: 'Комплектация' }).waitFor();
    await tabTo(page, named(/^Передние коврики/));
    await page.keyboard.press('Space');
    await page.waitForFunction(() => /\/c1cwzy5i\//.test(location.href));
    await tabTo(page, named('В корзину'));
    await page.keyboard.press('Enter');
    await page.getByText('Комплект добавлен в корзину').waitFor();
    assert.equal((await demoState()).lines.at(-1)?.payload?.type, 'constructor');
    await context.close();
  });

  test('a hotspot of a unit diagram is reached by Tab and chosen by Enter', async () => {
    await harness.control('reset');
    const { context, page } = await signedInPage(harness);
    const ssd = Buffer.from(JSON.stringify({ c: 'VW201911', s: {}, v: '401', u: '3101' })).toString(
      'base64url',
    );
    await page.goto(harness.url(`/laximo-unit/VW201911/401/3101/311/30/${ssd}/`));
    const spot = page.locator('[part~="hotspot"][data-code="2"]');
    await spot.first().waitFor();
    await tabTo(page, (focus) => focus.part?.split(' ').includes('hotspot') === true);
    await page.keyboard.press('ArrowRight');
    assert.match((await focusOf(page))?.name ?? '', /^2 — /);
    assert.ok((await focusOf(page))?.shown);
    await page.keyboard.press('Enter');
    assert.deepEqual(
      await spot.evaluateAll((spots) => spots.map((one) => one.getAttribute('aria-pressed'))),
      ['true', 'true'],
    );
    await context.close();
  });

  test('on a phone the burger opens its menu after it in the Tab order; Escape closes it and the focus goes back', async () => {
    const { context, page } = await signedInPage(harness, 'demo', { width: 390, height: 844 });
    await page.getByRole('main').waitFor();
    // A disclosure, not a modal dialog: the rest of the page stays reachable, so nothing is trapped.
    await tabTo(page, named('Открыть меню'));
    await page.keyboard.press('Enter');
    const burger = page.getByRole('button', { name: 'Закрыть меню' });
    assert.equal(await burger.getAttribute('aria-expanded'), 'true');
    const panel = page.locator(`[id="${await burger.getAttribute('aria-controls')}"]`);
    // The menu's entries come with the header's data, which a loaded machine may not have yet.
    await panel.getByRole('link').first().waitFor();
    await page.keyboard.press('Tab');
    assert.ok(
      await panel.evaluate((element) => element.contains(document.activeElement)),
      'the next Tab is in the menu',
    );
    assert.ok((await focusOf(page))?.shown);
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'detached' });
    assert.equal((await focusOf(page))?.name, 'Открыть меню', 'the focus goes back to the burger');
    await context.close();
  });
});
