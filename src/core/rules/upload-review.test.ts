import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { UploadOffer, UploadRow } from '../domain/upload';
import {
  articleTaken,
  fitQuantity,
  isNamedBrand,
  linesToAdd,
  reviewCanAdd,
  reviewLine,
  reviewNote,
  reviewRow,
  reviewRows,
  reviewSummary,
  uploadSourceTexts,
} from './upload-review';

const offer = (id: string, brand: string, available: number, multiplicity = 1): UploadOffer => ({
  id,
  brand,
  article: 'A',
  name: 'Деталь',
  available,
  multiplicity,
});

const row = (quantity: number, offers: UploadOffer[], analogues: UploadOffer[] = []): UploadRow => ({
  article: 'A',
  brand: null,
  quantity,
  offers,
  analogues,
});

describe('fitQuantity (issue 22: a changed quantity says why)', () => {
  it.each([
    [2, offer('1', 'BOSCH', 38), 2, []],
    [3, offer('1', 'NGK', 120, 4), 4, ['multiplicity']],
    [15, offer('1', 'TRW', 12), 12, ['stock']],
    [5, offer('1', 'NGK', 4, 4), 4, ['multiplicity', 'stock']],
    [4, offer('1', 'NGK', 3, 4), 0, ['stock']],
    [1, offer('1', 'ATE', 0), 0, ['stock']],
  ])('asked %i of %j: %i, %j', (asked, part, quantity, reasons) => {
    expect(fitQuantity(asked, part)).toEqual({ quantity, reasons });
  });

  it('gives a multiple within the stock, the asked quantity when it is one, and a reason whenever it differs', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: 1, max: 50 }),
        (asked, available, multiplicity) => {
          const { quantity, reasons } = fitQuantity(asked, offer('1', 'X', available, multiplicity));
          expect(quantity % multiplicity).toBe(0);
          expect(quantity).toBeLessThanOrEqual(available);
          expect(quantity).toBeGreaterThanOrEqual(0);
          expect(reasons.length === 0).toBe(quantity === asked);
          if (asked % multiplicity === 0 && asked <= available) expect(quantity).toBe(asked);
          if (quantity < asked) expect(reasons).toContain('stock');
          if (quantity > asked) expect(reasons).toEqual(['multiplicity']);
        },
      ),
    );
  });
});

describe('reviewRow (issue 22: every row of the file, before anything is added)', () => {
  it('finds one maker as asked or changed, asks among several, offers analogues in stock, names the missing', () => {
    expect(reviewRow(row(2, [offer('1001', 'BOSCH', 38)]))).toEqual({
      kind: 'found',
      line: { offer: offer('1001', 'BOSCH', 38), quantity: 2, reasons: [] },
    });
    expect(reviewRow(row(2, [offer('990', 'KYB', 18), offer('991', 'VALEO', 5)]))).toEqual({
      kind: 'brands',
      why: 'makers',
      choices: [offer('990', 'KYB', 18), offer('991', 'VALEO', 5)],
    });
    // A maker out of stock is no choice, but the article still asks which maker was meant.
    expect(reviewRow(row(2, [offer('990', 'KYB', 0), offer('991', 'VALEO', 5)]))).toEqual({
      kind: 'brands',
      why: 'makers',
      choices: [offer('991', 'VALEO', 5)],
    });
    expect(
      reviewRow(row(1, [offer('1003', 'ATE', 0)], [offer('1001', 'BOSCH', 38), offer('1002', 'TRW', 0)])),
    ).toEqual({ kind: 'no-stock', offers: [offer('1003', 'ATE', 0)], choices: [offer('1001', 'BOSCH', 38)] });
    expect(reviewRow(row(1, []))).toEqual({ kind: 'not-found' });
  });

  it('takes the brand a row names, and never another without the client: a choice, or an analogue where it is out of stock', () => {
    const kyb = offer('990', 'KYB', 18);
    const valeo = offer('991', 'VALEO', 5);
    const named = (brand: string, offers: UploadOffer[], analogues: UploadOffer[] = []) =>
      reviewRow({ ...row(2, offers, analogues), brand });
    expect(named('valeo', [kyb, valeo])).toEqual({
      kind: 'found',
      line: { offer: valeo, quantity: 2, reasons: [] },
    });
    expect(named('BOSH', [kyb])).toEqual({ kind: 'brands', why: 'named-brand', choices: [kyb] });
    expect(named('VALEO', [kyb, offer('991', 'VALEO', 0)])).toEqual({
      kind: 'no-stock',
      offers: [offer('991', 'VALEO', 0)],
      choices: [kyb],
    });
    expect(isNamedBrand('MANN-FILTER', 'Mann')).toBe(true);
    expect(isNamedBrand('MANN-FILTER', 'mann filter')).toBe(true);
    expect(isNamedBrand('KYB', 'KY')).toBe(false);
  });

  it('asks among the parts an article means once its zeros are lost, and says which article a row took', () => {
    const withZero = { ...offer('1', 'VALEO', 5), article: '063525' };
    const without = { ...offer('2', 'VALEO', 5), article: '63525' };
    const typed = { ...row(1, [withZero, without]), article: '63525' };
    expect(reviewRow(typed)).toEqual({ kind: 'brands', why: 'articles', choices: [withZero, without] });
    const reviewed = reviewRows([typed])[0];
    if (!reviewed) throw new Error('one row reviewed');
    expect(reviewNote(reviewed, undefined, 'file')).toBe(
      'Артикул подходит к нескольким товарам: выберите товар.',
    );
    expect(reviewNote(reviewed, '1', 'list')).toBe(
      'Артикул в каталоге: 63525 → VALEO 063525. Добавим как в списке.',
    );
    expect(reviewNote(reviewed, '2', 'file')).toBe('Добавим как в файле.');

    const bosch = { ...offer('1001', 'BOSCH', 38), article: '0 986 494 524' };
    expect(articleTaken({ ...row(2, [bosch]), article: '986494524' }, bosch)).toBe(
      'Артикул в каталоге: 986494524 → BOSCH 0 986 494 524.',
    );
    expect(articleTaken({ ...row(2, [bosch]), article: '0 986 494 524' }, bosch)).toBeNull();
  });

  it('counts each status for the summary, and knows a file with nothing to add', () => {
    const review = reviewRows([
      row(2, [offer('1', 'BOSCH', 38)]),
      row(3, [offer('2', 'NGK', 120, 4)]),
      row(1, [offer('3', 'KYB', 1), offer('4', 'VALEO', 1)]),
      row(1, [offer('5', 'ATE', 0)]),
      row(1, []),
    ]);
    expect(reviewSummary(review)).toEqual({
      'as-asked': 1,
      changed: 1,
      brands: 1,
      'no-stock': 1,
      'not-found': 1,
    });
    expect(reviewCanAdd(review)).toBe(true);
    expect(
      reviewCanAdd(reviewRows([row(1, []), row(1, [offer('5', 'ATE', 0)], [offer('6', 'TRW', 0)])])),
    ).toBe(false);
  });
});

const offers = fc.array(
  fc.record({
    id: fc.constantFrom('1', '2', '3', '4', '5', '6'),
    brand: fc.constantFrom('KYB', 'VALEO', 'BOSCH'),
    article: fc.constant('A'),
    name: fc.constant('Деталь'),
    available: fc.integer({ min: 0, max: 30 }),
    multiplicity: fc.constantFrom(1, 2, 4),
  }),
  { maxLength: 3 },
);
const rows = fc.array(
  fc.record({
    article: fc.constant('A'),
    brand: fc.option(fc.constantFrom('KYB', 'valeo', 'Bosch', 'NONAME'), { nil: null }),
    quantity: fc.integer({ min: 1, max: 40 }),
    offers,
    analogues: offers,
  }),
  { maxLength: 8 },
);

describe('linesToAdd (issue 22: nothing is added that the client did not see)', () => {
  it('adds a row only as shown: its one maker, or the part the client picked among its choices', () => {
    fc.assert(
      fc.property(
        rows,
        fc.array(fc.constantFrom('1', '2', '3', '4', '5', '6', 'x'), { maxLength: 8 }),
        (file, picks) => {
          const review = reviewRows(file);
          const choices = Object.fromEntries(picks.map((pick, index) => [index, pick]));
          const lines = linesToAdd(review, choices);
          const expected = review.flatMap((reviewed, index) => {
            const line = reviewLine(reviewed, choices[index]);
            return line ? [{ id: line.offer.id, quantity: line.quantity }] : [];
          });
          expect(lines).toEqual(expected);
          review.forEach(({ outcome }, index) => {
            const line = reviewLine(review[index] ?? { row: row(1, []), outcome }, choices[index]);
            if (outcome.kind === 'not-found') expect(line).toBeNull();
            if (outcome.kind === 'brands' || outcome.kind === 'no-stock') {
              // A pick is honoured only among the row's own choices; without one the row adds nothing.
              if (line) expect(outcome.choices.map((choice) => choice.id)).toContain(choices[index]);
              else expect(outcome.choices.some((choice) => choice.id === choices[index])).toBe(false);
            }
            // A brand the row names is the one added, unless the client picked another.
            const named = review[index]?.row.brand;
            if (outcome.kind === 'found' && named)
              expect(isNamedBrand(outcome.line.offer.brand, named)).toBe(true);
            if (line) {
              expect(line.quantity).toBeGreaterThan(0);
              expect(line.quantity).toBeLessThanOrEqual(line.offer.available);
            }
          });
        },
      ),
    );
  });
});

describe('the texts that name where the rows came from (issue 44)', () => {
  it('say the list, never the file, for a pasted list', () => {
    const list = uploadSourceTexts('list');
    expect(JSON.stringify(list)).not.toMatch(/файл/i);
    expect(list.steps).toEqual({
      parse: 'Разбор списка',
      search: 'Поиск товаров из списка',
      add2basket: 'Добавление товаров в корзину',
    });
    expect(list.summary['as-asked']).toBe('как в списке');
    expect(list.reviewHint).toContain('каждую строку списка');
    expect(list.nothingToAdd).toBe('В списке нет товаров, которые можно добавить в корзину.');
    expect(list.asked).toBe('В списке');
  });

  it('say the file for a file, as the spec words it', () => {
    const file = uploadSourceTexts('file');
    expect(file.steps.parse).toBe('Загрузка и разбор файла');
    expect(file.summary['as-asked']).toBe('как в файле');
    expect(file.nothingToAdd).toBe('В файле нет товаров, которые можно добавить в корзину.');
    expect(file.asked).toBe('В файле');
  });
});
