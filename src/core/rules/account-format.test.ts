import { describe, expect, it } from 'vitest';
import {
  formatAddresses,
  formatAmount,
  formatOptionalDate,
  searchByName,
  settlementTotals,
  weekdayLabel,
  withWeekday,
} from './account-format';

const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('account formats', () => {
  it("joins addresses by commas, or shows '-'", () => {
    expect(formatAddresses(['г. Воронеж, ул. Остужева, д. 12', ' ', 'Липецк'])).toBe(
      'г. Воронеж, ул. Остужева, д. 12, Липецк',
    );
    expect(formatAddresses([])).toBe('-');
  });

  it('writes dates dd.MM.yyyy in Moscow time', () => {
    expect(formatOptionalDate(new Date(1_552_953_600_000))).toBe('19.03.2019');
    expect(formatOptionalDate(null)).toBe('-');
  });

  it('labels weekdays Вс to Сб in Moscow time', () => {
    // Friday 22 November 2024, 16:00 Moscow; Saturday 23 November 00:30 Moscow is still Friday in UTC.
    expect(weekdayLabel(new Date('2024-11-22T13:00:00Z'))).toBe('Пт');
    expect(weekdayLabel(new Date('2024-11-22T21:30:00Z'))).toBe('Сб');
    expect(weekdayLabel(new Date('2024-11-24T09:00:00Z'))).toBe('Вс');
    expect(withWeekday(new Date('2024-11-22T13:00:00Z'), '22.11.2024 16:00')).toBe('Пт 22.11.2024 16:00');
    expect(withWeekday(null, '22.11.2024')).toBe('22.11.2024');
  });

  it('writes any amount with two decimals, 0 and negatives included', () => {
    expect(spaces(formatAmount(12345.6))).toBe('12 345,60 ₽');
    expect(spaces(formatAmount(0))).toBe('0,00 ₽');
    expect(spaces(formatAmount(-0.001))).toBe('0,00 ₽');
    expect(spaces(formatAmount(-1500))).toBe('-1 500,00 ₽');
  });

  it('sums shipments and payments in kopecks', () => {
    expect(
      settlementTotals([
        { date: '', document: '', debet: 0.1, credit: 0 },
        { date: '', document: '', debet: 0.2, credit: 5 },
      ]),
    ).toEqual({ debet: 0.3, credit: 5 });
  });

  it('finds items by every word of their name, case and ё aside', () => {
    const items = [{ name: 'Колодки тормозные передние VW Polo' }, { name: 'Фильтр масляный ЁЛКА' }];
    expect(searchByName(items, 'ПОЛО')).toEqual([]);
    expect(searchByName(items, 'колодки polo')).toEqual([items[0]]);
    expect(searchByName(items, 'елка')).toEqual([items[1]]);
    expect(searchByName(items, '  ')).toEqual(items);
  });
});
