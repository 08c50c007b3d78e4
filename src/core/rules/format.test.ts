import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodsCount } from '../messages/common';
import { formatDate, formatRubles } from './format';
import { formatPricePerPiece, formatStock } from './format-product';
import { returnInfo } from './return-info';

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

describe('stock, returns and dates', () => {
  it.each([
    [0, '0'],
    [50, '50'],
    [51, '>50'],
    [100, '>50'],
    [101, '>100'],
    [640, '>100'],
  ])('shows stock %i as %s', (amount, text) => {
    expect(formatStock(amount)).toBe(text);
  });

  it('shows the return period with its tooltip, 14 days by default', () => {
    expect(returnInfo(true, 30)).toEqual({
      text: '30',
      tooltip: 'Возврат товара возможен в течении 30 дней с момента отгрузки',
    });
    expect(returnInfo(true, null).text).toBe('14');
    expect(returnInfo(false, 30)).toEqual({
      text: 'Нет',
      tooltip: 'Возврат качественного товара по данной позиции не производится!',
    });
  });

  it('writes dates as dd.MM.yyyy', () => {
    expect(formatDate(new Date('2026-03-05T10:00:00Z'))).toBe('05.03.2026');
  });

  it('writes a price per piece', () => {
    expect(formatPricePerPiece(1234.5)?.replace(/\s/g, ' ')).toBe('1 234,50 ₽/шт');
    expect(formatPricePerPiece(0)).toBeNull();
  });
});
