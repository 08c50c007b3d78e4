import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { basketTotals, lineSum, savedQuantity } from './basket-lines';
import { selectAllState, selectedIds, selectOnly, toggleAll, toggleLine } from './basket-selection';

const ids = ['1', '2', '3'];

describe('basket selection', () => {
  it('selects every line by default', () => {
    expect(selectedIds(ids, new Set())).toEqual(ids);
    expect(selectAllState(ids, new Set())).toBe('all');
  });

  it('keeps select-all in step with the line boxes', () => {
    const one = toggleLine(new Set(), '2');
    expect(selectAllState(ids, one)).toBe('some');
    expect(selectAllState(ids, toggleLine(one, '2'))).toBe('all');
    expect(selectAllState(ids, new Set(ids))).toBe('none');
    expect(selectAllState([], new Set())).toBe('none');
  });

  it('unticks all when all are ticked, else ticks all', () => {
    expect(toggleAll(ids, new Set())).toEqual(new Set(ids));
    expect(toggleAll(ids, new Set(['1']))).toEqual(new Set());
  });

  it('ticks exactly the lines of an order shown again', () => {
    const deselected = selectOnly(ids, ['3', '1', '9']);
    expect(deselected).toEqual(new Set(['2']));
    expect(selectedIds(ids, deselected)).toEqual(['1', '3']);
  });

  it('selects a line that appears after a reload', () => {
    expect(selectedIds(['1', '4'], new Set(['1']))).toEqual(['4']);
  });

  it('select-all twice gives back every line, whatever was ticked', () => {
    fc.assert(
      fc.property(fc.subarray(ids), (unticked) => {
        const once = toggleAll(ids, new Set(unticked));
        const twice = toggleAll(ids, once);
        expect([selectAllState(ids, once), selectAllState(ids, twice)]).toContain('all');
      }),
    );
  });
});

describe('basket totals', () => {
  it('adds the selected lines and the express price as its own line', () => {
    const lines = [
      { price: 2345.6, quantity: 2 },
      { price: 389.9, quantity: 4 },
    ];
    expect(basketTotals(lines, null)).toEqual({ count: 2, goods: 6250.8, delivery: 0, total: 6250.8 });
    expect(basketTotals(lines, 500)).toEqual({ count: 2, goods: 6250.8, delivery: 500, total: 6750.8 });
  });

  it('sums in kopecks without drift', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            kopecks: fc.integer({ min: 1, max: 10_000_000 }),
            quantity: fc.integer({ min: 1, max: 999 }),
          }),
        ),
        (raw) => {
          const lines = raw.map(({ kopecks, quantity }) => ({ price: kopecks / 100, quantity }));
          const expected = raw.reduce((sum, { kopecks, quantity }) => sum + kopecks * quantity, 0);
          expect(Math.round(basketTotals(lines, null).total * 100)).toBe(expected);
          for (const line of lines)
            expect(Number.isInteger(Math.round(lineSum(line.price, line.quantity) * 100))).toBe(true);
        },
      ),
    );
  });

  it('flags a saved quantity the stock no longer covers', () => {
    expect(savedQuantity({ quantity: 40, multiplicity: 1, stock: 38 })).toMatchObject({
      state: 'error',
      message: 'Макс. кол-во 38',
    });
    expect(savedQuantity({ quantity: 6, multiplicity: 4, stock: 100 })).toMatchObject({
      state: 'error',
      message: 'Неверное кол-во',
    });
    expect(savedQuantity({ quantity: 2, multiplicity: 1, stock: 0 })).toMatchObject({
      state: 'valid',
      value: 2,
    });
  });
});
