import { readFileSync } from 'node:fs';
import * as XLSX from '@e965/xlsx';
import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { signIn } from '../test-support';

let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeEach(async () => {
  app = createDemoApi({ products: 200, control: true });
  token = (await signIn(app, 'basic')).access_token;
});

type Page = Record<string, unknown>;

async function step(fields: Record<string, string | File>): Promise<Page> {
  const body = new FormData();
  body.set('page', 'excel2basket');
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  const response = await app.request('/rest/backend.page.json', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { page: Page } }).result.page;
}

function workbook(rows: unknown[][], bookType: XLSX.BookType, sheets = 1): Uint8Array {
  const book = XLSX.utils.book_new();
  for (let index = 0; index < sheets; index += 1) {
    XLSX.utils.book_append_sheet(
      book,
      XLSX.utils.aoa_to_sheet(index === 0 ? rows : [['x']]),
      `Лист${index + 1}`,
    );
  }
  return XLSX.write(book, { type: 'buffer', bookType }) as Uint8Array;
}

const file = (bytes: Uint8Array | string, name: string) =>
  new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name);

const order = [
  ['Заказ ООО «Автодеталь»'],
  ['Артикул', 'Наименование', 'Кол-во'],
  ['0 986 494 524', 'Колодки', 2],
  ['W712/75', 'Фильтр', '3'],
  ['NOPE-404', 'Неизвестный', 1],
  ['BKR6E-11', 'Свечи', 'много'],
];

describe('excel2basket', () => {
  it.each(['xlsx', 'xls', 'ods'] as const)(
    'reads a real .%s file and goes parse → search → add2basket',
    async (type) => {
      const parsed = await step({ step: 'parse', file: file(workbook(order, type), `заказ.${type}`) });
      expect(parsed).toMatchObject({
        next_step: 'search',
        error: false,
        products: [
          { article: '0 986 494 524', quantity: 2 },
          { article: 'W712/75', quantity: 3 },
          { article: 'NOPE-404', quantity: 1 },
        ],
        info_message: 'Пропущены строки без количества: BKR6E-11.',
      });
      const found = await step({ step: 'search', file_name: String(parsed.file_name) });
      expect(found).toMatchObject({
        next_step: 'add2basket',
        products_data: [
          { ID: '1001', QUANTITY: 2 },
          { ID: '1004', QUANTITY: 3 },
        ],
        products_diff: [{ article: 'NOPE-404', quantity: 1 }],
      });
      const added = await step({
        step: 'add2basket',
        file_name: String(parsed.file_name),
        products: JSON.stringify(found.products_data),
      });
      expect(added).toMatchObject({ basket_added: true, count_added: 2, error: false });
      const state = (await (await app.request('/__demo/state?login=basic')).json()) as {
        lines: { productId: number; quantity: number }[];
      };
      expect(state.lines.map(({ productId, quantity }) => [productId, quantity])).toEqual([
        [1001, 2],
        [1004, 3],
      ]);
    },
  );

  // SheetJS writes no active tab; a file saved by Excel has one, and it is the sheet read.
  it('reads the first sheet of a workbook that records no active one', async () => {
    const parsed = await step({ step: 'parse', file: file(workbook(order, 'xlsx', 3), 'a.xlsx') });
    expect(parsed.products).toHaveLength(3);
  });

  it.each([
    ['no file', {}, 'Не выбран файл.'],
    ['a form sent with no file chosen', { file: file(new Uint8Array(0), '') }, 'Не выбран файл.'],
    ['an empty .xlsx', { file: file(new Uint8Array(0), 'пустой.xlsx') }, 'Не верный файл'],
    ['a text file', { file: file('Артикул;Кол-во\nW712/75;1', 'заказ.txt') }, 'Не верный файл'],
    ['text named .xlsx', { file: file('Артикул;Кол-во', 'заказ.xlsx') }, 'Не верный файл'],
    [
      'a corrupt xlsx',
      { file: file(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6, 7, 8]), 'a.xlsx') },
      'Не удалось прочитать файл. Сохраните его в Excel или LibreOffice заново и загрузите ещё раз.',
    ],
    [
      'a sheet without the columns',
      {
        file: file(
          workbook(
            [
              ['Код', 'Штук'],
              ['X', 1],
            ],
            'xlsx',
          ),
          'a.xlsx',
        ),
      },
      'В файле не найдены столбцы «Артикул» и «Кол-во» (или «Количество»).',
    ],
    [
      'a file over 2,000,000 bytes',
      { file: file(new Uint8Array(2_000_001), 'a.xlsx') },
      'Файл должен быть не более 2 мб',
    ],
  ])('answers %s with error_message', async (_, fields, message) => {
    expect(await step({ step: 'parse', ...fields })).toMatchObject({ error: true, error_message: message });
  });

  it("accepts the quantity column headed 'Количество'", async () => {
    const parsed = await step({
      step: 'parse',
      file: file(
        workbook(
          [
            ['артикул', 'количество'],
            ['W712/75', 4],
          ],
          'xlsx',
        ),
        'a.xlsx',
      ),
    });
    expect(parsed.products).toEqual([{ article: 'W712/75', brand: '', quantity: 4 }]);
  });

  it('reads a brand column, and finds articles that lost their leading zeros in a cell (issue 44)', async () => {
    const parsed = await step({
      step: 'parse',
      file: file(
        workbook(
          [
            ['Бренд', 'Артикул', 'Кол-во'],
            ['Bosch', 986494524, 2],
            ['', 'w 712-75', 1],
          ],
          'xlsx',
        ),
        'a.xlsx',
      ),
    });
    expect(parsed.products).toEqual([
      { article: '986494524', brand: 'Bosch', quantity: 2 },
      { article: 'w 712-75', brand: '', quantity: 1 },
    ]);
    const found = await step({ step: 'search', file_name: String(parsed.file_name) });
    expect(found.rows).toMatchObject([
      {
        ARTICLE: '986494524',
        BRAND: 'Bosch',
        OFFERS: [{ ID: '1001', BRAND: 'BOSCH', ARTICLE: '0 986 494 524' }],
      },
      { ARTICLE: 'w 712-75', BRAND: '', OFFERS: [{ ID: '1004', ARTICLE: 'W 712/75' }] },
    ]);
  });

  it('takes a pasted list as rows, a brand in the text found, and goes on to search as a file does', async () => {
    const rows = [
      { ARTICLE: '0986494524 BOSCH', BRAND: '', QUANTITY: 2 },
      { ARTICLE: 'W 712/75', BRAND: '', QUANTITY: 4 },
      { ARTICLE: 'w712/75', BRAND: '', QUANTITY: 1 },
    ];
    const parsed = await step({ step: 'parse', rows: JSON.stringify(rows) });
    expect(parsed).toMatchObject({
      error: false,
      next_step: 'search',
      products: [
        { article: '0986494524 BOSCH', brand: '', quantity: 2 },
        { article: 'W 712/75', brand: '', quantity: 5 },
      ],
    });
    const found = await step({ step: 'search', file_name: String(parsed.file_name) });
    expect(found.rows).toMatchObject([
      { ARTICLE: '0986494524', BRAND: 'BOSCH', QUANTITY: 2, OFFERS: [{ ID: '1001' }] },
      { ARTICLE: 'W 712/75', BRAND: '', QUANTITY: 5, OFFERS: [{ ID: '1004' }] },
    ]);
  });

  it.each([
    ['not JSON', 'W 712/75;4'],
    ['an empty list', '[]'],
    ['a quantity of text', '[{"ARTICLE":"W 712/75","QUANTITY":"4"}]'],
    ['no article', '[{"ARTICLE":" ","QUANTITY":4}]'],
    ['a fraction', '[{"ARTICLE":"W 712/75","QUANTITY":1.5}]'],
  ])('refuses a pasted list of %s', async (_, rows) => {
    expect(await step({ step: 'parse', rows })).toMatchObject({
      error: true,
      error_message: 'Список не прочитан. Вставьте его ещё раз.',
    });
  });

  it('refuses products that do not parse and a file name it never gave', async () => {
    expect(await step({ step: 'search', file_name: 'upload-99.xlsx' })).toMatchObject({ error: true });
    const parsed = await step({ step: 'parse', file: file(workbook(order, 'xlsx'), 'a.xlsx') });
    expect(
      await step({ step: 'add2basket', file_name: String(parsed.file_name), products: '{"__proto__":1}' }),
    ).toMatchObject({ error: true, error_message: 'Список товаров не прочитан. Загрузите файл ещё раз.' });
  });

  it('refuses a quantity it would have to change, and answers a failure when nothing is added', async () => {
    const parsed = await step({ step: 'parse', file: file(workbook(order, 'xlsx'), 'a.xlsx') });
    const fileName = String(parsed.file_name);
    // BKR6E-11 is sold in fours; 1001 has 38 in stock.
    const refused = await step({
      step: 'add2basket',
      file_name: fileName,
      products: JSON.stringify([
        { ID: '1010', QUANTITY: 3 },
        { ID: '1001', QUANTITY: 39 },
      ]),
    });
    expect(refused).toMatchObject({ error: true, error_message: 'Ни один товар не добавлен в корзину.' });
    expect(refused.info_message).toContain('BKR6E-11, 0 986 494 524');
    expect(refused.basket_added).toBeUndefined();
    const state = (await (await app.request('/__demo/state?login=basic')).json()) as { lines: unknown[] };
    expect(state.lines).toEqual([]);
  });
});

const fixture = (type: string) =>
  file(
    new Uint8Array(readFileSync(new URL(`../upload/fixtures/order.${type}`, import.meta.url))),
    `заказ.${type}`,
  );

describe('excel2basket rows for the review (issue 22)', () => {
  beforeEach(async () => {
    // The articles of the fixture made by two makers and with leading zeros are further on.
    app = createDemoApi({ products: 3000, control: true });
    token = (await signIn(app, 'basic')).access_token;
  });

  it.each(['xlsx', 'xls', 'ods'])(
    'answers every row of a .%s file written by LibreOffice with its makers, stock and analogues, zeros kept',
    async (type) => {
      const parsed = await step({ step: 'parse', file: fixture(type) });
      expect(parsed).toMatchObject({ error: false, next_step: 'search' });
      const found = await step({ step: 'search', file_name: String(parsed.file_name) });
      const rows = found.rows as {
        ARTICLE: string;
        QUANTITY: number;
        OFFERS: { ID: string; BRAND: string; AMOUNT: number; MIN_QUANT: number }[];
        ANALOGS: { ID: string; AMOUNT: number }[];
      }[];
      const brief = rows.map((row) => [
        row.ARTICLE,
        row.QUANTITY,
        row.OFFERS.map((offer) => `${offer.BRAND} ${offer.AMOUNT}/${offer.MIN_QUANT}`),
        row.ANALOGS.map((offer) => offer.ID),
      ]);
      expect(brief).toEqual([
        ['0 986 494 524', 2, ['BOSCH 38/1'], []],
        ['BKR6E-11', 3, ['NGK 120/4'], []],
        ['GDB1550', 15, ['TRW 12/1'], []],
        ['171855', 2, ['KYB 85/1', 'VALEO 20/1'], []],
        ['13.0460-7184.2', 1, ['ATE 0/1'], ['1001', '1002']],
        ['008701', 1, ['VALEO 45/1'], []],
        ['NOPE-404', 1, [], []],
      ]);
    },
  );

  it('reads a 5,000-row file and answers a row for each', async () => {
    const rows = [['Артикул', 'Кол-во'], ...Array.from({ length: 5000 }, (_, index) => [`ART-${index}`, 1])];
    const parsed = await step({ step: 'parse', file: file(workbook(rows, 'xlsx'), 'big.xlsx') });
    expect(parsed).toMatchObject({ error: false, next_step: 'search' });
    expect(parsed.products).toHaveLength(5000);
    const found = await step({ step: 'search', file_name: String(parsed.file_name) });
    expect(found.rows).toHaveLength(5000);
  });
});
