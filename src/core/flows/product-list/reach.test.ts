import { testProduct } from '@portal/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arrivingRows,
  drawNextRows,
  drawRows,
  pageRowRuns,
  ROWS_PER_IDLE_STEP,
  ROWS_PER_STEP,
  rowRuns,
  rowsInReach,
  TABLE_ROWS_PER_STEP,
} from './reach';

const drawnRows = fc.array(fc.boolean(), { maxLength: 60 });

describe('arrivingRows', () => {
  it('draws none of the rows of a later page as it arrives', () => {
    expect(arrivingRows(50, true)).toEqual(Array(50).fill(false));
  });

  it('draws a later page whole where the browser cannot tell what is within reach', () => {
    expect(arrivingRows(50, false)).toEqual(Array(50).fill(true));
  });
});

describe('drawNextRows', () => {
  it('draws the first rows not drawn yet, a few at a time, until every row is drawn', () => {
    fc.assert(
      fc.property(drawnRows, (start) => {
        let drawn: readonly boolean[] = start;
        for (let step = 0; step <= start.length; step += 1) {
          const next = drawNextRows(drawn);
          const first = drawn.indexOf(false);
          if (first < 0) {
            expect(next).toBe(drawn);
            break;
          }
          // Kept what was drawn, drew the first row missing and no more than one step's worth.
          next.forEach((isDrawn, index) => {
            if (drawn[index]) expect(isDrawn).toBe(true);
          });
          expect(next[first]).toBe(true);
          const added = next.filter(Boolean).length - drawn.filter(Boolean).length;
          expect(added).toBeGreaterThan(0);
          expect(added).toBeLessThanOrEqual(ROWS_PER_IDLE_STEP + ROWS_PER_STEP);
          drawn = next;
        }
        expect(drawn.every(Boolean)).toBe(true);
      }),
    );
  });

  it('draws a page of 50 in thirteen idle moments', () => {
    let drawn = arrivingRows(50, true);
    let moments = 0;
    while (drawn.includes(false)) {
      drawn = drawNextRows(drawn);
      moments += 1;
    }
    expect(moments).toBe(13);
  });
});

describe('drawRows', () => {
  it('draws the asked rows widened to whole steps, and keeps what was drawn', () => {
    fc.assert(
      fc.property(
        drawnRows,
        fc.nat(70),
        fc.nat(70),
        fc.constantFrom(ROWS_PER_STEP, TABLE_ROWS_PER_STEP, 1, 7),
        (drawn, a, b, rowsPerStep) => {
          const [from, to] = a <= b ? [a, b] : [b, a];
          const next = drawRows(drawn, from, to, rowsPerStep);
          expect(next).toHaveLength(drawn.length);
          next.forEach((isDrawn, index) => {
            const step = Math.floor(index / rowsPerStep) * rowsPerStep;
            // Drawn before, or in a step that holds an asked row.
            const asked = from < to && step < to && step + rowsPerStep > from;
            expect(isDrawn).toBe(Boolean(drawn[index]) || asked);
          });
        },
      ),
    );
  });

  it('draws a table of short rows in batches of 25: one row asked draws its 25', () => {
    const drawn = drawRows(arrivingRows(100, true), 30, 31, TABLE_ROWS_PER_STEP);
    expect(drawn.map((isDrawn, index) => (isDrawn ? index : -1)).filter((index) => index >= 0)).toEqual(
      Array.from({ length: 25 }, (_, index) => 25 + index),
    );
    expect(drawRows(drawn, 40, 50, TABLE_ROWS_PER_STEP)).toBe(drawn);
  });

  it('returns the same rows when they are drawn already, so that nothing renders again', () => {
    const drawn = drawRows(arrivingRows(50, true), 0, 10);
    expect(ROWS_PER_STEP).toBe(2);
    expect(drawn.filter(Boolean)).toHaveLength(10);
    expect(drawRows(drawn, 0, 10)).toBe(drawn);
    expect(drawRows(drawn, 2, 2)).toBe(drawn);
    // Nothing asked, on a step's second row.
    expect(drawRows([false, false], 1, 1)).toEqual([false, false]);
    expect(drawRows(drawn, 9, 11)).not.toBe(drawn);
    // Row 13 asked: rows 12 and 13 drawn.
    expect(drawRows(drawn, 13, 14).filter(Boolean)).toHaveLength(12);
  });
});

describe('rowRuns', () => {
  it('gives every product once, in order, in runs that alternate drawn and not drawn', () => {
    fc.assert(
      fc.property(drawnRows, fc.nat(60), (drawn, offset) => {
        const firstIndex = Math.min(offset, drawn.length);
        const products = Array.from({ length: drawn.length - firstIndex }, (_, index) =>
          testProduct({ id: String(index) }),
        );
        const runs = rowRuns(products, firstIndex, drawn);
        let index = firstIndex;
        const seen: string[] = [];
        runs.forEach((run, position) => {
          if (position > 0) expect(run.drawn).not.toBe(runs[position - 1]?.drawn);
          if (run.drawn) {
            for (const product of run.products) {
              expect(drawn[index]).toBe(true);
              seen.push(product.id);
              index += 1;
            }
          } else {
            expect(run.from).toBe(index);
            expect(run.count).toBeGreaterThan(0);
            for (let row = run.from; row < run.from + run.count; row += 1) {
              expect(drawn[row]).toBe(false);
              seen.push(String(row - firstIndex));
            }
            index += run.count;
          }
        });
        expect(seen).toEqual(products.map((product) => product.id));
      }),
    );
  });

  it("counts a page's groups on from one another", () => {
    const [a, b, c] = [testProduct({ id: 'a' }), testProduct({ id: 'b' }), testProduct({ id: 'c' })];
    const groups = [{ products: [a, b] }, { products: [c] }];
    expect(pageRowRuns(groups, [true, false, false])).toEqual([
      [
        { drawn: true, products: [a] },
        { drawn: false, from: 1, count: 1 },
      ],
      [{ drawn: false, from: 2, count: 1 }],
    ]);
  });

  it('counts the rows of a later group from its page index', () => {
    const products = [testProduct({ id: 'a' }), testProduct({ id: 'b' }), testProduct({ id: 'c' })];
    expect(rowRuns(products, 4, [false, false, false, false, true, false, false])).toEqual([
      { drawn: true, products: [products[0]] },
      { drawn: false, from: 5, count: 2 },
    ]);
    expect(rowRuns([], 0, [])).toEqual([]);
  });
});

describe('rowsInReach', () => {
  it('gives the rows of a place that lie in reach, at least one, and none of another place', () => {
    fc.assert(
      fc.property(
        fc.record({ from: fc.nat(50), count: fc.integer({ min: 1, max: 50 }) }),
        fc.integer({ min: -20_000, max: 20_000 }),
        fc.integer({ min: 1, max: 300 }),
        fc.integer({ min: -30_000, max: 30_000 }),
        fc.integer({ min: 1, max: 3000 }),
        (place, top, rowHeight, reachTop, reachHeight) => {
          const box = { top, bottom: top + rowHeight * place.count };
          const reach = { top: reachTop, bottom: reachTop + reachHeight };
          fc.pre(reach.bottom > box.top && reach.top < box.bottom);
          const { from, to } = rowsInReach(place, box, reach);
          expect(from).toBeGreaterThanOrEqual(place.from);
          expect(to).toBeLessThanOrEqual(place.from + place.count);
          expect(to).toBeGreaterThan(from);
          for (let row = 0; row < place.count; row += 1) {
            const rowTop = box.top + row * rowHeight;
            const inReach = rowTop < reach.bottom && rowTop + rowHeight > reach.top;
            if (inReach) {
              expect(place.from + row).toBeGreaterThanOrEqual(from);
              expect(place.from + row).toBeLessThan(to);
            }
          }
        },
      ),
    );
  });

  it('gives every row of a place that has no height yet', () => {
    expect(rowsInReach({ from: 5, count: 45 }, { top: 0, bottom: 0 }, { top: 0, bottom: 900 })).toEqual({
      from: 5,
      to: 50,
    });
  });

  it('gives the rows of a 95 px place under a window 900 px high', () => {
    // The place starts 450 px below the window's top: rows 0 to 9 of it reach 1,350 px.
    expect(
      rowsInReach({ from: 5, count: 45 }, { top: 450, bottom: 450 + 45 * 95 }, { top: -450, bottom: 1350 }),
    ).toEqual({ from: 5, to: 15 });
  });
});
