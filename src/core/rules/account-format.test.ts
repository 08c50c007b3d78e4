import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  balanceLabel,
  clientBalance,
  formatAddresses,
  formatAmount,
  formatOptionalDate,
  reconcile,
  searchOrderItems,
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

  it('finds items by every word of their name or their article, case, ё and separators aside', () => {
    const items = [
      { name: 'Колодки тормозные передние VW Polo', article: '0 986 494 524' },
      { name: 'Фильтр масляный ЁЛКА', article: 'W 712/75' },
    ];
    expect(searchOrderItems(items, 'ПОЛО')).toEqual([]);
    expect(searchOrderItems(items, 'колодки polo')).toEqual([items[0]]);
    expect(searchOrderItems(items, 'елка')).toEqual([items[1]]);
    expect(searchOrderItems(items, '0986494524')).toEqual([items[0]]);
    expect(searchOrderItems(items, 'w712/75')).toEqual([items[1]]);
    expect(searchOrderItems(items, 'фильтр 712')).toEqual([items[1]]);
    expect(searchOrderItems(items, '  ')).toEqual(items);
  });
});

describe('reconciliation', () => {
  const shipment = (debet: number) => ({ date: '01.11.2024', document: 'Реализация', debet, credit: 0 });
  const payment = (credit: number) => ({ date: '02.11.2024', document: 'Оплата', debet: 0, credit });

  it('opens at the closing balance less the shipments plus the payments, and says who owes', () => {
    expect(reconcile({ saldo: 1500.1, documents: [shipment(1000.2), payment(300.1)] })).toEqual({
      opening: 800,
      closing: 1500.1,
      debet: 1000.2,
      credit: 300.1,
      debtor: 'client',
    });
    expect(reconcile({ saldo: -20, documents: [] }).debtor).toBe('company');
    expect(reconcile({ saldo: 0, documents: [payment(5)] })).toMatchObject({ opening: 5, debtor: 'nobody' });
  });

  it('balances to the kopeck whatever the documents', () => {
    const kopecks = fc.integer({ min: 0, max: 10_000_000 }).map((value) => value / 100);
    fc.assert(
      fc.property(
        fc.integer({ min: -10_000_000, max: 10_000_000 }).map((value) => value / 100),
        fc.array(fc.tuple(kopecks, fc.boolean()), { maxLength: 30 }),
        (saldo, entries) => {
          const documents = entries.map(([amount, shipped]) =>
            shipped ? shipment(amount) : payment(amount),
          );
          const { opening, closing, debet, credit } = reconcile({ saldo, documents });
          const kopeck = (amount: number) => Math.round(amount * 100);
          expect(kopeck(opening) + kopeck(debet) - kopeck(credit)).toBe(kopeck(closing));
        },
      ),
    );
  });

  it("shows the client's balance negative while they owe", () => {
    expect(clientBalance(1200.5)).toBe(-1200.5);
    expect(clientBalance(-40)).toBe(40);
    expect(Object.is(clientBalance(0), 0)).toBe(true);
    expect(balanceLabel(null)).toBe('Баланс');
  });

  it('says in words in the header whether the client owes or paid ahead (issue 44)', () => {
    expect(spaces(balanceLabel(1200.5))).toBe('Баланс: долг 1 200,50 ₽');
    expect(spaces(balanceLabel(-40))).toBe('Баланс: переплата 40,00 ₽');
    expect(spaces(balanceLabel(0))).toBe('Баланс: 0,00 ₽');
    expect(spaces(balanceLabel(0.001))).toBe('Баланс: 0,00 ₽');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (kopecks) => {
        const label = balanceLabel(kopecks / 100);
        expect(label.startsWith('Баланс: долг ')).toBe(kopecks > 0);
        expect(label.startsWith('Баланс: переплата ')).toBe(kopecks < 0);
        expect(label).not.toContain('-');
      }),
    );
  });
});
