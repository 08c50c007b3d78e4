import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePriceText, priceRangeFromText } from './price-text';

const bounds = { min: 99, max: 12000 };

describe('price fields', () => {
  it('reads whole and decimal prices, with a comma or spaces', () => {
    expect(parsePriceText('1 500,50')).toBe(1500.5);
    expect(parsePriceText(' 300 ')).toBe(300);
    expect(parsePriceText('')).toBeNull();
    for (const text of ['abc', '-5', '1e3', '10-20']) expect(parsePriceText(text)).toBe('invalid');
  });

  it('takes an empty field as the end of the slider and rounds to whole roubles', () => {
    expect(priceRangeFromText({ min: '500,4', max: '' }, bounds)).toEqual({ min: 500, max: 12000 });
    expect(priceRangeFromText({ min: '', max: '' }, bounds)).toBeNull();
    expect(priceRangeFromText({ min: 'дёшево', max: '' }, bounds)).toBe('invalid');
  });

  it('never gives a range outside the bounds or with crossed ends', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (min, max) => {
        const range = priceRangeFromText({ min, max }, bounds);
        if (range === null || range === 'invalid') return;
        expect(bounds.min <= range.min && range.min <= range.max && range.max <= bounds.max).toBe(true);
        expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
      }),
    );
  });
});
