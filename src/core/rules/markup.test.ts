import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayedPrice } from './markup';
import { parseMarkupPercent } from './markup-percent';

describe('markup', () => {
  it('adds the percent when it is on', () => {
    expect(displayedPrice(1000, { enabled: true, percent: 10 })).toBe(1100);
    expect(displayedPrice(199.99, { enabled: true, percent: 12.5 })).toBe(224.99);
    expect(displayedPrice(235.25, { enabled: true, percent: 10 })).toBe(258.78);
  });

  it('shows the base price when off, zero or negative', () => {
    for (const markup of [
      { enabled: false, percent: 10 },
      { enabled: true, percent: 0 },
      { enabled: true, percent: -5 },
      { enabled: true, percent: Number.NaN },
    ]) {
      expect(displayedPrice(500, markup)).toBe(500);
    }
  });

  it.each([
    ['10', 10],
    [' 7,5 ', 7.5],
    ['0', 0],
    ['-3', 0],
    ['10 20', 0],
    ['abc', 0],
    ['', 0],
  ])('reads %j as %d percent', (text, percent) => {
    expect(parseMarkupPercent(text)).toBe(percent);
  });

  it('never lowers a price and keeps kopecks', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e7, noNaN: true }),
        fc.double({ min: 0, max: 500, noNaN: true }),
        fc.boolean(),
        (price, percent, enabled) => {
          const shown = displayedPrice(price, { enabled, percent });
          expect(shown).toBeGreaterThanOrEqual(Math.round(price * 100) / 100 - 0.005);
          if (!enabled || percent === 0) expect(shown).toBe(price);
        },
      ),
    );
  });
});
