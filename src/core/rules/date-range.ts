import { dateRangeMessages } from '../messages/date-range';

/**
 * A date range filter (documents, orders, settlements: doc 2 §2.3, §2.5, §2.16). A date is what a
 * native date input gives: 'yyyy-MM-dd', or null when the field is empty, so dates compare as text
 * and no time zone ever moves a day.
 */
export interface DateRange {
  from: string | null;
  to: string | null;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written 'yyyy-MM-dd' (not '2026-02-30'). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [, year, month, day] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What a date input gave, as a range value: a real day, else null (empty or half typed). */
export function readIsoDate(text: string): string | null {
  return isIsoDate(text) ? text : null;
}

/** '2026-02-01' → '01.02.2026' (doc 2 §2.3: dd.MM.yyyy); '' for no date. */
export function formatIsoDate(date: string | null): string {
  const match = date === null ? null : ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : '';
}

/** The range's message, or null when it is fine: an open end is fine, 'from' after 'to' is not. */
export function checkDateRange({ from, to }: DateRange): string | null {
  if (from === null || to === null) return null;
  return from > to ? dateRangeMessages.fromAfterTo : null;
}
