import type { FormObject } from '../domain/form';
import { accountFilterMessages } from '../messages/account';
import { checkDateRange, type DateRange, formatIsoDate } from './date-range';
import { MOSCOW_TIME_ZONE } from './moscow-time';

/**
 * The filters of documents and orders (doc 2 §2.3, §2.5: date from, date to, price from, price to)
 * and the settlements' date range (§2.16). Dates are the kit's `DateRange` ('2024-11-20' as the
 * native date inputs give them, or null) and go to the server as dd.MM.yyyy.
 */
export interface AccountFilters extends DateRange {
  /** As typed: '1 500,50'; '' when open. */
  priceFrom: string;
  priceTo: string;
}

export const EMPTY_ACCOUNT_FILTERS: AccountFilters = { from: null, to: null, priceFrom: '', priceTo: '' };

type AccountFilterErrors = Partial<Record<'to' | 'priceFrom' | 'priceTo', string>>;

/** A typed amount ('1 500,50') as a number; '' → null; anything else → undefined. */
export function parseAmount(text: string): number | null | undefined {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (compact === '') return null;
  if (!/^\d+(\.\d+)?$/.test(compact)) return undefined;
  return Number(compact);
}

/** Which filters cannot be sent as they are, with what to show under each. */
export function validateAccountFilters(filters: AccountFilters): AccountFilterErrors {
  const errors: AccountFilterErrors = {};
  if (parseAmount(filters.priceFrom) === undefined) errors.priceFrom = accountFilterMessages.badPrice;
  if (parseAmount(filters.priceTo) === undefined) errors.priceTo = accountFilterMessages.badPrice;
  const range = checkDateRange(filters);
  if (range) errors.to = range;
  return errors;
}

/** True when any filter narrows the list. */
export function isFiltered(filters: AccountFilters): boolean {
  return Object.values(filters).some((value) => value !== null && value.trim() !== '');
}

/** date_from, date_to of a range (doc 2 §7); an open end is left out. */
export function dateRangeParams(range: DateRange): FormObject {
  return { date_from: formatIsoDate(range.from) || undefined, date_to: formatIsoDate(range.to) || undefined };
}

/** The page-data parameters of documents and orders (doc 2 §7); open filters are left out. */
export function accountFilterParams(filters: AccountFilters): FormObject {
  const amount = (text: string) => parseAmount(text) ?? undefined;
  return {
    ...dateRangeParams(filters),
    price_from: amount(filters.priceFrom),
    price_to: amount(filters.priceTo),
  };
}

/** The Moscow calendar date of `now` as 'yyyy-MM-dd'. */
function moscowIsoDate(now: Date): string {
  const parts = new Intl.DateTimeFormat('ru-RU', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone: MOSCOW_TIME_ZONE,
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((item) => item.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The settlements' default range: the current month up to today, Moscow time (issue 13). */
export function defaultSettlementRange(now: Date): DateRange {
  const today = moscowIsoDate(now);
  return { from: `${today.slice(0, 8)}01`, to: today };
}
