import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodsCount } from '../messages';
import { formatRubles } from './format';

describe('formatRubles', () => {
  it('writes roubles with two decimals in Russian format', () => {
    expect(formatRubles(1234.5)?.replace(/\s/g, ' ')).toBe('1 234,50 ₽');
    expect(formatRubles(0.01)).toBe('0,01 ₽');
  });

  it('shows nothing for 0, negatives and non-numbers', () => {
    for (const amount of [0, -5, Number.NaN, Number.POSITIVE_INFINITY])
      expect(formatRubles(amount)).toBeNull();
  });

  it('always has exactly two decimals for any positive price', () => {
    fc.assert(
      fc.property(fc.double({ min: 0.005, max: 1e9, noNaN: true }), (amount) => {
        expect(formatRubles(amount)).toMatch(/^\d{1,3}(\s\d{3})*,\d{2} ₽$/);
      }),
    );
  });
});

describe('goodsCount', () => {
  it.each([
    [1, '1 товар'],
    [3, '3 товара'],
    [5, '5 товаров'],
    [11, '11 товаров'],
    [21, '21 товар'],
    [104, '104 товара'],
  ])('%i → %s', (count, text) => {
    expect(goodsCount(count)).toBe(text);
  });
});
