import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import * as XLSX from '@e965/xlsx';
import type { Page } from 'playwright-core';
import { loadCatalogue } from '../demo-api/data/catalogue.ts';
import { seriousA11yViolations } from './a11y.ts';
import { eventually, type Harness, screenshot, signedInAt, withHarness } from './support.ts';

const harness: Harness = withHarness();

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function spreadsheet(rows: unknown[][]): Buffer {
  const book = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Заказ');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

/** A file of demo-api/upload/fixtures/, as LibreOffice wrote it (convert.sh there). */
const fixture = (type: 'xlsx' | 'xls' | 'ods') => ({
  name: `заказ.${type}`,
  mimeType: 'application/octet-stream',
  buffer: readFileSync(new URL(`../demo-api/upload/fixtures/order.${type}`, import.meta.url)),
});

async function basketLines(login: string): Promise<[number, number][]> {
  const response = await fetch(harness.url(`/__demo/state?login=${login}`));
  const { lines } = (await response.json()) as { lines: { productId: number; quantity: number }[] };
  return lines.map((line): [number, number] => [line.productId, line.quantity]).sort((a, b) => a[0] - b[0]);
}

async function uploadFile(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByLabel('Файл с товарами (xls, xlsx, ods)').setInputFiles(file);
  await page.getByRole('button', { name: 'Загрузить' }).click();
}

const review = (page: Page) => page.locator('[part="review"]');
const confirm = (page: Page) => page.getByRole('button', { name: 'Добавить в корзину' });

/** The review's drawn rows, each as its cells' texts. */
const reviewRows = (page: Page) =>
  review(page)
    .locator('[role="row"][data-status]')
    .evaluateAll((rows) =>
      rows.map((row) =>
        [...row.children].map((cell) => {
          const select = cell.querySelector('select');
          const text = select ? (select.selectedOptions[0]?.textContent ?? '') : (cell.textContent ?? '');
          return text.replace(/\s+/g, ' ').trim();
        }),
      ),
    );

const FIXTURE_REVIEW = [
  [
    '1',
    '0 986 494 524',
    '2',
    'BOSCH 0 986 494 524, Колодки тормозные передние VW Polo',
    '2',
    'Добавим как в файле.',
  ],
  [
    '2',
    'BKR6E-11',
    '3',
    'NGK BKR6E-11, Свеча зажигания Lada Vesta',
    '4',
    'Количество изменено: 3 → 4: продаётся по 4 шт.',
  ],
  [
    '3',
    'GDB1550',
    '15',
    'TRW GDB1550, Колодки тормозные передние VW Polo',
    '12',
    'Количество изменено: 15 → 12: в наличии 12 шт.',
  ],
  ['4', '171855', '2', 'Не добавлять', '—', 'Артикул есть у нескольких брендов: выберите бренд.'],
  ['5', '13.0460-7184.2', '1', 'Не добавлять', '—', 'Нет в наличии. Выберите аналог в наличии.'],
  ['6', '008701', '1', `VALEO 008701, ${loadCatalogue().product(1021)?.name}`, '1', 'Добавим как в файле.'],
  ['7', 'NOPE-404', '1', '—', '—', 'Не найден в каталоге. Не будет добавлен.'],
];

describe('order from a spreadsheet', () => {
  test('every row of a file LibreOffice wrote (xlsx, xls, ods) is shown before anything is added; only what the client confirmed and picked is added', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    for (const type of ['xls', 'ods', 'xlsx'] as const) {
      await uploadFile(page, fixture(type));
      await confirm(page).waitFor();
      await review(page).getByRole('rowheader', { name: 'NOPE-404' }).waitFor();
      assert.deepEqual(await reviewRows(page), FIXTURE_REVIEW, type);
      assert.equal(
        normalise(await page.getByRole('status').filter({ hasText: 'Будет добавлено' }).textContent()),
        'Будет добавлено строк: 4 из 7.',
      );
    }
    // Nothing is in the basket before the client confirms.
    assert.deepEqual(await basketLines('basic'), []);
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'excel2basket-review');

    await page.getByRole('combobox', { name: 'Бренд для артикула 171855' }).selectOption('2919');
    const analogue = page.getByRole('combobox', { name: 'Аналог в наличии для артикула 13.0460-7184.2' });
    assert.deepEqual(
      (await analogue.locator('option').allTextContents()).map((text) => text.replace(/,.*\(/, ' (')),
      ['Не добавлять', 'BOSCH 0 986 494 524 (в наличии 38 шт.)', 'TRW GDB1550 (в наличии 12 шт.)'],
    );
    await analogue.selectOption('1001');
    await review(page).getByText('Будет добавлено строк: 6 из 7.').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'excel2basket-review-mobile');
    await page.setViewportSize({ width: 1280, height: 800 });

    await confirm(page).click();
    await page.getByText('Товары добавлены в корзину: 6.').waitFor();
    assert.equal(await review(page).count(), 0);
    // BOSCH twice: its own row's 2 and the analogue's 1.
    assert.deepEqual(await basketLines('basic'), [
      [1001, 3],
      [1002, 12],
      [1010, 4],
      [1021, 1],
      [2919, 2],
    ]);
    await context.close();
  });

  test('a file with nothing to add says so as a failure, its rows shown', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    await uploadFile(page, {
      name: 'заказ.xlsx',
      mimeType: XLSX_TYPE,
      buffer: spreadsheet([
        ['Артикул', 'Кол-во'],
        ['NOPE-1', 2],
        ['NOPE-2', 1],
      ]),
    });
    await page
      .locator('[part="error"]')
      .filter({ hasText: 'В файле нет товаров, которые можно добавить в корзину.' })
      .waitFor();
    await review(page).getByRole('rowheader', { name: 'NOPE-2' }).waitFor();
    assert.equal(await confirm(page).count(), 0);
    assert.equal(await page.getByText(/Товары добавлены в корзину/).count(), 0);
    const steps = page.getByRole('list', { name: 'Заказ из файла' }).getByRole('listitem');
    assert.deepEqual(
      (await steps.allTextContents()).map((text) => normalise(text)),
      [
        '✓Загрузка и разбор файла: выполнено',
        '✕Поиск товаров из файла: ошибка',
        '3Добавление товаров в корзину: ожидает',
      ],
    );
    assert.deepEqual(await basketLines('basic'), []);
    await context.close();
  });

  test('the review of a 5,000-row file opens, and a row is drawn when the window comes to it', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    const articles = [...new Set(loadCatalogue().products.map((product) => product.clearArticle))].slice(
      0,
      4990,
    );
    const rows = [
      ['Артикул', 'Кол-во'],
      ...articles.map((article) => [article, 1]),
      ...Array.from({ length: 5000 - articles.length }, (_, index) => [`NOPE-${index}`, 1]),
    ];
    await uploadFile(page, { name: 'заказ.xlsx', mimeType: XLSX_TYPE, buffer: spreadsheet(rows) });
    await confirm(page).waitFor({ timeout: 60_000 });
    await review(page).getByRole('rowheader', { name: articles[0] }).waitFor();
    assert.match(
      normalise(await page.getByRole('status').filter({ hasText: 'Будет добавлено' }).textContent()),
      /^Будет добавлено строк: \d+ из 5000\.$/,
    );
    // Drawn as they come within reach: far fewer than 5,000 rows at first.
    assert.ok((await reviewRows(page)).length < 200);
    // A row far down is drawn when the window comes to it: the last one, then one in the middle.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await review(page).getByRole('rowheader', { name: 'NOPE-9' }).waitFor({ timeout: 20_000 });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    await eventually(
      async () => {
        const numbers = (await reviewRows(page)).map((row) => Number(row[0]));
        return numbers.some((number) => number > 1000 && number < 4000);
      },
      Boolean,
      'a row in the middle of the file drawn',
    );
    // Far fewer rows than the file's are drawn, the others stand as places of their height.
    assert.ok((await reviewRows(page)).length < 1000);
    await context.close();
  });

  test('a text file, no file and a 3 MB file get their messages', async () => {
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    const picker = page.getByLabel('Файл с товарами (xls, xlsx, ods)');
    const upload = page.getByRole('button', { name: 'Загрузить' });
    const error = page.locator('[part="error"]');
    await upload.click();
    assert.equal(normalise(await error.textContent()), 'Не выбран файл.');
    await picker.setInputFiles({
      name: 'заказ.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('W 712/75;1'),
    });
    await upload.click();
    await error.filter({ hasText: 'Не верный файл' }).waitFor();
    await picker.setInputFiles({
      name: 'big.xlsx',
      mimeType: 'application/octet-stream',
      buffer: Buffer.alloc(3_000_000),
    });
    await upload.click();
    await error.filter({ hasText: 'Файл должен быть не более 2 мб' }).waitFor();
    await picker.setInputFiles({
      name: 'пустой.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.alloc(0),
    });
    await upload.click();
    await error.filter({ hasText: 'Не верный файл' }).waitFor();
    assert.equal(await page.getByText('Не выбран файл.').count(), 0);
    await screenshot(page, 'excel2basket-error');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'excel2basket-mobile');
    await context.close();
  });

  test('a file the server cannot read marks its parsing failed, not done', async () => {
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    await uploadFile(page, {
      name: 'заказ.xlsx',
      mimeType: XLSX_TYPE,
      buffer: Buffer.from('Артикул;Кол-во'),
    });
    await page.locator('[part="error"]').filter({ hasText: 'Не верный файл' }).waitFor();
    const steps = page.getByRole('list', { name: 'Заказ из файла' }).getByRole('listitem');
    assert.deepEqual(
      (await steps.allTextContents()).map((text) => normalise(text)),
      [
        '✕Загрузка и разбор файла: ошибка',
        '2Поиск товаров из файла: ожидает',
        '3Добавление товаров в корзину: ожидает',
      ],
    );
    assert.equal(await steps.first().getAttribute('data-state'), 'failed');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'excel2basket-parse-failed');
    await context.close();
  });
});

/**
 * Cells as LibreOffice Calc puts them on the clipboard as text: a row a line, cells split by tabs,
 * the last line ended too. The BOSCH article is the number a sheet makes of '0986494524' (issue 44.8).
 */
const COPIED_FROM_CALC = [
  'Наименование\tБренд\tАртикул\tКол-во',
  'Колодки тормозные передние VW Polo\tBOSCH\t986494524\t2',
  'Свеча зажигания Lada Vesta\tNGK\tBKR6E-11\t3',
  'Датчик\t\t008701\t1',
  '',
].join('\n');

describe('an order pasted from the clipboard (issue 44.10)', () => {
  test('cells copied from a sheet, pasted with Ctrl+V, go through the same review as a file; only what was confirmed is added', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: harness.url('/') });
    const list = page.getByRole('textbox', { name: 'Список товаров' });
    await list.waitFor();
    await page.evaluate((text) => navigator.clipboard.writeText(text), COPIED_FROM_CALC);
    await list.focus();
    await page.keyboard.press('Control+V');
    assert.equal(await list.inputValue(), COPIED_FROM_CALC);
    await page.getByRole('button', { name: 'Проверить список' }).click();

    await confirm(page).waitFor();
    await review(page).getByRole('columnheader', { name: 'В списке' }).waitFor();
    assert.deepEqual(await reviewRows(page), [
      [
        '1',
        '986494524 BOSCH',
        '2',
        'BOSCH 0 986 494 524, Колодки тормозные передние VW Polo',
        '2',
        'Артикул в каталоге: 986494524 → BOSCH 0 986 494 524. Добавим как в списке.',
      ],
      [
        '2',
        'BKR6E-11 NGK',
        '3',
        'NGK BKR6E-11, Свеча зажигания Lada Vesta',
        '4',
        'Количество изменено: 3 → 4: продаётся по 4 шт.',
      ],
      [
        '3',
        '008701',
        '1',
        `VALEO 008701, ${loadCatalogue().product(1021)?.name}`,
        '1',
        'Добавим как в списке.',
      ],
    ]);
    assert.deepEqual(await basketLines('basic'), [], 'nothing is added before the client confirms');
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'excel2basket-pasted-review');

    await confirm(page).click();
    await page.getByText('Товары добавлены в корзину: 3.').waitFor();
    assert.deepEqual(await basketLines('basic'), [
      [1001, 2],
      [1010, 4],
      [1021, 1],
    ]);
    assert.equal(await list.inputValue(), '', 'the list added is cleared');
    await context.close();
  });

  test("lines typed as 'article brand quantity' or 'article; quantity' are read, and a line without a quantity is named", async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic');
    const list = page.getByRole('textbox', { name: 'Список товаров' });
    await list.fill('0986494524 BOSCH 2\nW 712/75; 4\nколодки на поло');
    await page.getByRole('button', { name: 'Проверить список' }).click();
    await confirm(page).waitFor();
    assert.deepEqual(await reviewRows(page), [
      [
        '1',
        '0986494524 BOSCH',
        '2',
        'BOSCH 0 986 494 524, Колодки тормозные передние VW Polo',
        '2',
        'Артикул в каталоге: 0986494524 → BOSCH 0 986 494 524. Добавим как в списке.',
      ],
      ['2', 'W 712/75', '4', 'MANN-FILTER W 712/75, Фильтр масляный VW Polo', '4', 'Добавим как в списке.'],
    ]);
    await page.getByText('Пропущены строки без артикула или количества: колодки на поло.').waitFor();

    await list.fill('колодки на поло');
    await page.getByRole('button', { name: 'Проверить список' }).click();
    await page
      .locator('[part="error"]')
      .filter({ hasText: 'В списке нет строк с артикулом и количеством.' })
      .waitFor();
    await context.close();
  });

  test('a pasted list speaks of the list, and its brand and analogue choices read whole at 390 px (issue 44)', async () => {
    await harness.control('reset');
    const { context, page } = await signedInAt(harness, '/personal/excel2basket/', 'basic', {
      width: 390,
      height: 844,
    });
    await page
      .getByRole('textbox', { name: 'Список товаров' })
      .fill('171855; 2\n13.0460-7184.2; 1\nW 712/75; 4');
    await page.getByRole('button', { name: 'Проверить список' }).click();
    await confirm(page).waitFor();
    const timeline = page.getByRole('list', { name: 'Заказ из файла' });
    assert.deepEqual((await timeline.getByRole('listitem').allTextContents()).map(normalise), [
      '✓Разбор списка: выполнено',
      '✓Поиск товаров из списка: выполнено',
      '3Добавление товаров в корзину: ожидает',
    ]);
    await review(page).getByText('Проверьте каждую строку списка').waitFor();
    await review(page).getByText('как в списке: 1').waitFor();
    assert.doesNotMatch((await review(page).textContent()) ?? '', /файл/i);
    // The rows are drawn as the window comes to them.
    await review(page).getByRole('table').scrollIntoViewIfNeeded();
    await review(page).getByRole('rowheader', { name: 'W 712/75' }).waitFor();

    await page.getByRole('combobox', { name: 'Бренд для артикула 171855' }).selectOption('2919');
    await page
      .getByRole('combobox', { name: 'Аналог в наличии для артикула 13.0460-7184.2' })
      .selectOption('1001');
    // Each choice takes a line of its own across the row, and the chosen part reads whole under it.
    const choices = await review(page)
      .locator('select')
      .evaluateAll((elements) =>
        elements.map((element) => {
          const select = element as HTMLSelectElement;
          const box = select.getBoundingClientRect();
          const row = select.closest('[role="row"]')?.getBoundingClientRect();
          const under = select.nextElementSibling as HTMLElement | null;
          return {
            acrossRow: row ? box.width >= row.width * 0.75 : false,
            inPhone: box.left >= 0 && box.right <= 390,
            chosen: select.selectedOptions[0]?.textContent ?? '',
            under:
              under && under.offsetHeight > 0 && under.scrollWidth <= under.clientWidth
                ? under.textContent
                : null,
          };
        }),
      );
    assert.deepEqual(
      choices.map(({ acrossRow, inPhone }) => acrossRow && inPhone),
      [true, true],
      JSON.stringify(choices),
    );
    for (const { chosen, under } of choices)
      assert.ok(under && chosen.startsWith(under), JSON.stringify({ chosen, under }));
    assert.deepEqual(await seriousA11yViolations(page), []);
    await screenshot(page, 'excel2basket-list-choices-mobile');
    await context.close();
  });
});
