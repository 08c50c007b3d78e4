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
    expect(parsed.products).toEqual([{ article: 'W712/75', quantity: 4 }]);
  });

  it('refuses products that do not parse and a file name it never gave', async () => {
    expect(await step({ step: 'search', file_name: 'upload-99.xlsx' })).toMatchObject({ error: true });
    const parsed = await step({ step: 'parse', file: file(workbook(order, 'xlsx'), 'a.xlsx') });
    expect(
      await step({ step: 'add2basket', file_name: String(parsed.file_name), products: '{"__proto__":1}' }),
    ).toMatchObject({ error: true, error_message: 'Список товаров не прочитан. Загрузите файл ещё раз.' });
  });
});
