import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkDateRange,
  formatIsoDate,
  isIsoDate,
  maskTypedDate,
  readIsoDate,
  readTypedDate,
  typedDateProblem,
} from './date-range';

/** What a field shows after each key, as a browser's input event gives it (the old text plus the key). */
function typeKeys(keys: string): string[] {
  const shown: string[] = [];
  let text = '';
  for (const key of keys) {
    text = maskTypedDate(key === '\b' ? text.slice(0, -1) : text + key);
    shown.push(text);
  }
  return shown;
}

const realDays = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

describe('typed dates', () => {
  it('puts the dots in as the digits are typed key by key, and reads the day at the last one', () => {
    expect(typeKeys('01112024')).toEqual([
      '0',
      '01',
      '01.1',
      '01.11',
      '01.11.2',
      '01.11.20',
      '01.11.202',
      '01.11.2024',
    ]);
    expect(readTypedDate('01.11.2024')).toBe('2024-11-01');
    expect(typeKeys('1.2.2026').at(-1)).toBe('01.02.2026');
    expect(typeKeys('01.').at(-1)).toBe('01.');
    expect(typeKeys('01.\b')).toEqual(['0', '01', '01.', '01']);
    expect(typeKeys('011120245')).toHaveLength(9);
    expect(typeKeys('011120245').at(-1)).toBe('01.11.2024');
  });

  it('takes a pasted date in either spelling', () => {
    expect(maskTypedDate('2026-02-01')).toBe('01.02.2026');
    expect(maskTypedDate('01.02.2026')).toBe('01.02.2026');
    expect(maskTypedDate(' 1/2/2026')).toBe('01.02.2026');
  });

  it('reads only a whole real day, and says so otherwise', () => {
    for (const text of ['', '01.02', '31.02.2026', '01.13.2026', '00.01.2026', '01.01.0002'])
      expect(readTypedDate(text)).toBeNull();
    expect(typedDateProblem('')).toBeNull();
    expect(typedDateProblem('01.11.2024')).toBeNull();
    expect(typedDateProblem('01.11.20')).toBe('Введите дату в виде дд.мм.гггг.');
    expect(typedDateProblem('31.02.2026')).toBe('Введите дату в виде дд.мм.гггг.');
  });

  it('types any real day key by key into that day, and masks what it shows to itself', () => {
    fc.assert(
      fc.property(realDays, (iso) => {
        const shown = formatIsoDate(iso);
        expect(typeKeys(shown.replaceAll('.', '')).at(-1)).toBe(shown);
        expect(typeKeys(shown).at(-1)).toBe(shown);
        expect(readTypedDate(shown)).toBe(iso);
      }),
    );
    fc.assert(
      fc.property(fc.string({ maxLength: 14 }), (text) => {
        const masked = maskTypedDate(text);
        expect(masked).toMatch(/^\d{0,2}(\.\d{0,2}(\.\d{0,4})?)?$/);
        expect(maskTypedDate(masked)).toBe(masked);
      }),
    );
  });
});

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
