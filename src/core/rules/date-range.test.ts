import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDateRange, formatIsoDate, isIsoDate, readIsoDate } from './date-range';

describe('date range', () => {
  it('shows a date as dd.MM.yyyy', () => {
    expect(formatIsoDate('2026-02-01')).toBe('01.02.2026');
    expect(formatIsoDate(null)).toBe('');
  });

  it('takes only real days written yyyy-MM-dd', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('01.02.2026')).toBe(false);
    expect(readIsoDate('')).toBeNull();
    expect(readIsoDate('2026-02-01')).toBe('2026-02-01');
  });

  it("refuses 'from' after 'to', and nothing else", () => {
    expect(checkDateRange({ from: '2026-02-02', to: '2026-02-01' })).toBe(
      'Дата «с» не может быть позже даты «по».',
    );
    expect(checkDateRange({ from: '2026-02-01', to: '2026-02-01' })).toBeNull();
    expect(checkDateRange({ from: '2025-12-31', to: '2026-01-01' })).toBeNull();
    expect(checkDateRange({ from: '2026-02-02', to: null })).toBeNull();
    expect(checkDateRange({ from: null, to: null })).toBeNull();
  });

  it('orders dates as the calendar does', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2100, 0, 1)), noInvalidDate: true })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (from, to) => {
        expect(isIsoDate(from)).toBe(true);
        expect(checkDateRange({ from, to }) === null).toBe(Date.parse(from) <= Date.parse(to));
        const [dd, mm, yyyy] = formatIsoDate(from).split('.');
        expect(`${yyyy}-${mm}-${dd}`).toBe(from);
      }),
    );
  });
});
