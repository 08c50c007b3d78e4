import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkPastedList, listedQuantity, MAX_LISTED_ROWS, readPastedOrder } from './pasted-order';

/** Articles as makers write them: digits and capitals, with spaces, dashes, dots and slashes, leading zeros kept. */
const article = fc
  .stringMatching(/^[0-9A-Z][0-9A-Z ./-]{0,12}[0-9A-Z]$/)
  .filter((text) => /\d/.test(text) && !/\s{2}/.test(text));
const brand = fc.constantFrom('BOSCH', 'MANN-FILTER', 'KYB', 'NGK', 'Febi Bilstein', 'ЛУЗАР', 'TRW');
const name = fc.constantFrom('Колодки тормозные передние', 'Фильтр масляный', 'Свеча зажигания 2 шт.', '');
const quantity = fc.integer({ min: 1, max: 999_999 });
const lineEnd = fc.constantFrom('\n', '\r\n');

const row = fc.record({ article, brand, name, quantity });

describe('readPastedOrder (issue 44: an order pasted from the clipboard)', () => {
  it('reads cells copied from LibreOffice or Excel (tab-separated), with or without the header row', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        lineEnd,
        (rows, header, end) => {
          const lines = rows.map((line) =>
            [line.name, line.brand, line.article, String(line.quantity)].join('\t'),
          );
          const text =
            [...(header ? ['Наименование\tБренд\tАртикул\tКол-во'] : []), ...lines].join(end) + end;
          expect(readPastedOrder(text)).toEqual({
            rows: rows.map((line) => ({ article: line.article, brand: line.brand, quantity: line.quantity })),
            skipped: [],
          });
        },
      ),
    );
  });

  it("reads lines typed as 'article brand quantity' or 'article; quantity', keeping the article as typed", () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 1, maxLength: 30 }),
        fc.boolean(),
        lineEnd,
        (rows, semicolon, end) => {
          const lines = rows.map((line) =>
            semicolon
              ? `${line.article}; ${line.quantity}`
              : `${line.article} ${line.brand} ${line.quantity}`,
          );
          // The brand stays in the text of a line of words: the server knows the brands and reads it off.
          expect(readPastedOrder(lines.join(end))).toEqual({
            rows: rows.map((line) => ({
              article: semicolon ? line.article : `${line.article} ${line.brand}`,
              brand: '',
              quantity: line.quantity,
            })),
            skipped: [],
          });
        },
      ),
    );
  });

  it('reads the examples of the issue, leading zeros and all', () => {
    expect(readPastedOrder('0986494524 BOSCH 2\nW 712/75; 4\n008701\tVALEO\t1\n')).toEqual({
      rows: [
        { article: '0986494524 BOSCH', brand: '', quantity: 2 },
        { article: 'W 712/75', brand: '', quantity: 4 },
        { article: '008701', brand: 'VALEO', quantity: 1 },
      ],
      skipped: [],
    });
  });

  it('names the lines it cannot read, and passes over blank ones', () => {
    expect(readPastedOrder('\uFEFFАртикул\tКол-во\n\nW 712/75\t\n171855\t2\n  \n"BKR6E-11"\t"4"\n')).toEqual({
      rows: [
        { article: '171855', brand: '', quantity: 2 },
        { article: 'BKR6E-11', brand: '', quantity: 4 },
      ],
      skipped: ['W 712/75'],
    });
    expect(readPastedOrder('колодки на поло\n')).toEqual({ rows: [], skipped: ['колодки на поло'] });
    expect(readPastedOrder('')).toEqual({ rows: [], skipped: [] });
  });

  it('reads a quantity as a sheet copies it, and nothing else as one', () => {
    expect(['2', '2,00', '4 шт.', '4шт', '12 pcs', ' 7 '].map(listedQuantity)).toEqual([2, 2, 4, 4, 12, 7]);
    expect(['0', '-1', '1,5', '2e3', '1000000', 'две', ''].map(listedQuantity)).toEqual(Array(7).fill(null));
  });

  it('refuses more rows than a file may hold', () => {
    const text = Array.from({ length: MAX_LISTED_ROWS + 1 }, (_, index) => `A-${index}\t1`).join('\n');
    expect(readPastedOrder(text)).toEqual({ error: 'too-many-rows' });
  });
});

describe("checkPastedList (what 'Проверить список' says)", () => {
  it('sends the rows read, naming the lines passed over, or says why nothing goes', () => {
    expect(checkPastedList('W 712/75; 4\nколодки\n')).toEqual({
      rows: [{ article: 'W 712/75', brand: '', quantity: 4 }],
      info: 'Пропущены строки без артикула или количества: колодки.',
    });
    expect(checkPastedList('171855\t2')).toEqual({
      rows: [{ article: '171855', brand: '', quantity: 2 }],
      info: null,
    });
    expect(checkPastedList(' \n ')).toEqual({ error: 'Вставьте список товаров.' });
    expect(checkPastedList('колодки на поло')).toEqual({
      error: 'В списке нет строк с артикулом и количеством.',
    });
    const tooLong = Array.from({ length: MAX_LISTED_ROWS + 1 }, (_, index) => `A-${index}\t1`).join('\n');
    expect(checkPastedList(tooLong)).toEqual({
      error: 'В списке больше 5000 товаров. Разделите его на несколько частей.',
    });
  });
});
