import type { FormObject } from '../domain/form';
import { priceListMessages } from '../messages/account';
import { isEmailValid } from './company-request';

/**
 * The price-list subscription of doc 2 §2.7, §5, §9: e-mails, the schedule (period), the days the
 * schedule 161 asks for, the file format, the stock-only flag that is always on, and the order of the
 * columns.
 */
export const PRICE_LIST_COLUMNS = [
  'article',
  'brand',
  'descr',
  'qty',
  'regular_price',
  'ratio',
  'code',
] as const;
export type PriceListColumn = (typeof PRICE_LIST_COLUMNS)[number];

/** The schedule option that needs days (doc 2 §9). */
export const DAYS_PERIOD_ID = '161';

/** Monday 1 … Sunday 7, in the order the form shows them. */
export const PRICE_LIST_DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

export interface PriceListForm {
  emails: string[];
  period: string;
  /** Weekday ids; sent only with the schedule 161. */
  days: string[];
  format: string;
  columns: PriceListColumn[];
}

/** The form's messages; `emails` is the first e-mail field's problem (`emailProblems` has each one's). */
type PriceListErrors = Partial<Record<'emails' | 'period' | 'days' | 'format', string>>;

const isColumn = (id: string): id is PriceListColumn =>
  (PRICE_LIST_COLUMNS as readonly string[]).includes(id);

/**
 * The columns as the server lists them ('brand,article,…'), unknown and repeated ids dropped and the
 * missing ones added in the default order: the form always shows every column once.
 */
export function columnOrder(ids: readonly string[]): PriceListColumn[] {
  const known = [...new Set(ids.map((id) => id.trim()).filter(isColumn))];
  return [...known, ...PRICE_LIST_COLUMNS.filter((column) => !known.includes(column))];
}

/** The column at `from` moved to `to` (both clamped to the list); the others keep their order. */
export function moveColumn(columns: readonly PriceListColumn[], from: number, to: number): PriceListColumn[] {
  const last = columns.length - 1;
  const source = Math.min(Math.max(from, 0), last);
  const target = Math.min(Math.max(to, 0), last);
  const moved = [...columns];
  const [column] = moved.splice(source, 1);
  if (column !== undefined) moved.splice(target, 0, column);
  return moved;
}

/** The e-mails of a stored value: 'a@x.ru, b@y.ru' (commas, semicolons or spaces between). */
export function splitEmails(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((email) => email.trim())
    .filter(Boolean);
}

export const needsDays = (period: string): boolean => period === DAYS_PERIOD_ID;

/**
 * Each e-mail field's message (doc 2 §5): 'Заполните поле.' when empty, 'Неверный e-mail.' when it
 * is not an address, undefined when fine. No field at all reads as one empty field.
 */
export function emailProblems(emails: readonly string[]): (string | undefined)[] {
  return (emails.length > 0 ? emails : ['']).map((email) => {
    if (email.trim() === '') return priceListMessages.required;
    return isEmailValid(email) ? undefined : priceListMessages.badEmail;
  });
}

/**
 * Doc 2 §5 "Price-list form": every e-mail field filled and an address; schedule and format
 * required; days required only for the schedule 161.
 */
export function validatePriceList(form: PriceListForm): PriceListErrors {
  const errors: PriceListErrors = {};
  const email = emailProblems(form.emails).find(Boolean);
  if (email) errors.emails = email;
  if (!form.period) errors.period = priceListMessages.required;
  if (needsDays(form.period) && form.days.length === 0) errors.days = priceListMessages.required;
  if (!form.format) errors.format = priceListMessages.required;
  return errors;
}

export function isPriceListValid(form: PriceListForm): boolean {
  return Object.keys(validatePriceList(form)).length === 0;
}

/** page=savepricelist's parameters (doc 2 §7): the stock flag is always on; day only for 161. */
export function priceListParams(form: PriceListForm): FormObject {
  return {
    emails: form.emails.map((email) => email.trim()).join(', '),
    raspisanie: form.period,
    format: form.format,
    stock: true,
    fields: form.columns.join(','),
    day: needsDays(form.period) ? PRICE_LIST_DAYS.filter((day) => form.days.includes(day)) : undefined,
  };
}
