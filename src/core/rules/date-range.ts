import { dateRangeMessages } from '../messages/kit';

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

const TYPED_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * What a date field shows as it is typed or pasted: dd.MM.yyyy whatever the browser's language
 * (doc 2 §5 "Display"). Digits only, with the dots put in; a day or month of one digit closed by a
 * separator is padded ('1.' → '01.'); a pasted 'yyyy-MM-dd' is turned round. Applying it again
 * changes nothing, so a field can run it on every keystroke without losing what was typed.
 */
export function maskTypedDate(text: string): string {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  if (iso) return `${iso[3]}.${iso[2]}.${iso[1]}`;
  const parts = trimmed.split(/\D+/);
  const digits = parts
    .map((part, index) => (index < 2 && index < parts.length - 1 && part.length === 1 ? `0${part}` : part))
    .join('')
    .slice(0, 8);
  const groups = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4)].filter((group) => group !== '');
  // A separator typed after a whole day or month shows at once; a Backspace over it removes it.
  const closed = /\D$/.test(trimmed) && (digits.length === 2 || digits.length === 4);
  return groups.join('.') + (closed ? '.' : '');
}

/** A typed 'dd.MM.yyyy' as 'yyyy-MM-dd' when it is a real day, else null (empty or half typed). */
export function readTypedDate(text: string): string | null {
  const match = TYPED_DATE.exec(text);
  return match ? readIsoDate(`${match[3]}-${match[2]}-${match[1]}`) : null;
}

/** The message of a typed date that is not a day (half typed, or 31.02), or null. */
export function typedDateProblem(text: string): string | null {
  return text === '' || readTypedDate(text) !== null ? null : dateRangeMessages.badDate;
}
