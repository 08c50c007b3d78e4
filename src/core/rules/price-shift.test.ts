import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceShift } from './price-shift';

describe('price shift (issue 22: prices shown as seen and as they are now)', () => {
  it('says which way a price went and by how much', () => {
    expect(priceShift(2345.6, 2000)).toEqual({ direction: 'down', by: 345.6 });
    expect(priceShift(612.4, 700)).toEqual({ direction: 'up', by: 87.6 });
    expect(priceShift(612.4, 612.4)).toBeNull();
  });

  it('compares in kopecks: the seen price plus the shift is the new price, to the kopeck', () => {
    const kopecks = fc.integer({ min: 0, max: 100_000_000 });
    fc.assert(
      fc.property(kopecks, kopecks, (seen, now) => {
        const shift = priceShift(seen / 100, now / 100);
        if (seen === now) {
          expect(shift).toBeNull();
          return;
        }
        const signed = Math.round((shift?.by ?? 0) * 100) * (shift?.direction === 'up' ? 1 : -1);
        expect(seen + signed).toBe(now);
      }),
    );
  });
});
