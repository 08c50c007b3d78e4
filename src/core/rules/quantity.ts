import { quantityMessages } from '../messages/quantity';

/**
 * The quantity stepper of doc 1 §4–5 and doc 2 §5 with the decisions of DESIGN.md:
 * the multiplicity m (a ratio or a minimum multiple, default 1) is the step and the minimum;
 * the maximum is the largest multiple of m not above the stock; typed values are checked in the
 * order empty/0/not a whole number → below m → not a multiple → above the maximum (clamped).
 */
export interface QuantityLimits {
  /** The step and the minimum. Defaults to 1; anything below 1 or not whole counts as 1. */
  multiplicity?: number;
  /** Units available; `null` or missing when the stock is not limited or not known. */
  stock?: number | null;
}

export type QuantityState = 'valid' | 'error' | 'info';

export interface Quantity {
  /** The quantity to send; `null` while the typed text is not a quantity at all. */
  value: number | null;
  /** What the input shows. */
  text: string;
  state: QuantityState;
  message: string | null;
}

/** No line may ask for more than this when the stock gives no bound: far above any real order. */
export const QUANTITY_CEILING = 999_999;

export function multiplicityOf(limits: QuantityLimits): number {
  const m = limits.multiplicity ?? 1;
  return Number.isInteger(m) && m >= 1 ? m : 1;
}

/** The largest orderable quantity: the largest multiple of m not above the stock (0 when none is). */
export function maximumOf(limits: QuantityLimits): number {
  const m = multiplicityOf(limits);
  const stock = limits.stock;
  const bound = stock === null || stock === undefined || !Number.isFinite(stock) ? QUANTITY_CEILING : stock;
  return Math.floor(Math.max(0, Math.min(bound, QUANTITY_CEILING)) / m) * m;
}

const valid = (value: number): Quantity => ({ value, text: String(value), state: 'valid', message: null });
const error = (value: number | null, text: string, message: string): Quantity => ({
  value,
  text,
  state: 'error',
  message,
});
const capped = (max: number): Quantity => ({
  value: max,
  text: String(max),
  state: 'info',
  message: quantityMessages.maximum(max),
});

/** Where a stepper starts: the multiplicity (or 1); an error when the stock holds not even that. */
export function initialQuantity(limits: QuantityLimits): Quantity {
  const m = multiplicityOf(limits);
  const max = maximumOf(limits);
  return max >= m ? valid(m) : error(m, String(m), quantityMessages.maximum(max));
}

/** Plus: a non-multiple rounds up to the next multiple, a multiple goes one step up; capped. */
export function increment(current: number | null, limits: QuantityLimits): Quantity {
  const m = multiplicityOf(limits);
  const max = maximumOf(limits);
  const base = current !== null && Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
  const next = base % m === 0 ? base + m : Math.ceil(base / m) * m;
  if (next >= max) return max >= m ? capped(max) : error(max, String(max), quantityMessages.maximum(max));
  return valid(next);
}

/** Minus: a non-multiple rounds down to a multiple, a multiple goes one step down; never below m. */
export function decrement(current: number | null, limits: QuantityLimits): Quantity {
  const m = multiplicityOf(limits);
  const base = current !== null && Number.isFinite(current) ? Math.floor(current) : m;
  const next = base % m === 0 ? base - m : Math.floor(base / m) * m;
  const max = maximumOf(limits);
  if (max >= m && next > max) return capped(max);
  return valid(Math.max(m, next));
}

/** A quantity typed by hand, checked in the order of DESIGN.md. */
export function typeQuantity(text: string, limits: QuantityLimits): Quantity {
  const trimmed = text.trim();
  const m = multiplicityOf(limits);
  if (!/^\d+$/.test(trimmed)) return error(null, text, quantityMessages.mustBePositive);
  const value = Number(trimmed);
  if (value === 0) return error(null, text, quantityMessages.mustBePositive);
  if (value < m) return error(value, text, quantityMessages.minimum(m));
  if (value % m !== 0) return error(value, text, quantityMessages.notMultiple);
  const max = maximumOf(limits);
  if (value > max) return max >= m ? capped(max) : error(value, text, quantityMessages.maximum(max));
  return valid(value);
}

/** Adding to the basket is blocked while a quantity error shows. */
export function canAddQuantity(quantity: Quantity): boolean {
  return quantity.state !== 'error' && quantity.value !== null;
}
