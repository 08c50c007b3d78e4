import { describe, expect, it } from 'vitest';
import {
  accountFilterParams,
  dateRangeParams,
  defaultSettlementRange,
  EMPTY_ACCOUNT_FILTERS,
  isFiltered,
  parseAmount,
  validateAccountFilters,
} from './account-filters';

describe('account filters', () => {
  it('sends dates as dd.MM.yyyy and amounts as numbers, leaving open ones out', () => {
    expect(
      accountFilterParams({ from: '2024-11-01', to: '2024-11-20', priceFrom: '1 500,50', priceTo: '' }),
    ).toEqual({ date_from: '01.11.2024', date_to: '20.11.2024', price_from: 1500.5, price_to: undefined });
    expect(accountFilterParams(EMPTY_ACCOUNT_FILTERS)).toEqual({
      date_from: undefined,
      date_to: undefined,
      price_from: undefined,
      price_to: undefined,
    });
    expect(dateRangeParams({ from: '2024-02-29', to: null })).toEqual({
      date_from: '29.02.2024',
      date_to: undefined,
    });
  });

  it('reads amounts with spaces and a comma, and refuses words', () => {
    expect(parseAmount('12\u00a0345,6')).toBe(12345.6);
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('-5')).toBeUndefined();
    expect(parseAmount('сто')).toBeUndefined();
  });

  it('says which filters cannot be sent', () => {
    expect(validateAccountFilters(EMPTY_ACCOUNT_FILTERS)).toEqual({});
    expect(
      validateAccountFilters({ from: '2024-11-20', to: '2024-11-01', priceFrom: 'x', priceTo: '10' }),
    ).toEqual({
      to: 'Дата «с» не может быть позже даты «по».',
      priceFrom: 'Введите сумму числом.',
    });
  });

  it('knows when the list is filtered', () => {
    expect(isFiltered(EMPTY_ACCOUNT_FILTERS)).toBe(false);
    expect(isFiltered({ ...EMPTY_ACCOUNT_FILTERS, priceTo: '5' })).toBe(true);
  });

  it('starts the settlements at the first of the month, Moscow time, up to today', () => {
    // 23:30 UTC on 31 October is 1 November in Moscow.
    expect(defaultSettlementRange(new Date('2024-10-31T23:30:00Z'))).toEqual({
      from: '2024-11-01',
      to: '2024-11-01',
    });
    expect(defaultSettlementRange(new Date('2024-11-20T09:00:00Z'))).toEqual({
      from: '2024-11-01',
      to: '2024-11-20',
    });
  });
});
