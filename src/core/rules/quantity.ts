import { quantityMessages } from '../messages/product';

/**
 * The quantity stepper of doc 1 §4–5 and doc 2 §5 with the decisions of DESIGN.md:
 * the multiplicity m (a ratio or a minimum multiple, default 1) is the step and the minimum;
 * the maximum is the largest multiple of m not above the stock; typed values are checked in the
 * order empty/0/not a whole number → above the maximum (clamped, whatever else is wrong) → below m →
 * not a multiple. A stock that holds not even one multiple (3 sold by 4) cannot be ordered at all.
 */
export interface QuantityLimits {
  /** The step and the minimum. Defaults to 1; anything below 1 or not whole counts as 1. */
  multiplicity?: number;
  /** Units available; `null` or missing when the stock is not limited or not known. */
  stock?: number | null;
}

type QuantityState = 'valid' | 'error' | 'info';

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

/**
 * Whether the stock holds at least one multiple. A part in stock below its multiplicity (3 sold by
 * 4) is shown with 'Нет в наличии для заказа кратно {m}' and its stepper and button disabled.
 */
export function isOrderable(limits: QuantityLimits): boolean {
  return maximumOf(limits) >= multiplicityOf(limits);
}

/** What a stepper of a part that cannot be ordered shows: its multiplicity and why. */
function unorderable(limits: QuantityLimits): Quantity {
  const m = multiplicityOf(limits);
  const inStock = (limits.stock ?? 0) > 0;
  return error(null, String(m), inStock ? quantityMessages.notOrderable(m) : quantityMessages.outOfStock);
}

/** Where a stepper starts: the multiplicity (or 1). */
export function initialQuantity(limits: QuantityLimits): Quantity {
  return isOrderable(limits) ? valid(multiplicityOf(limits)) : unorderable(limits);
}

/** Plus: a non-multiple rounds up to the next multiple, a multiple goes one step up; capped. */
export function increment(current: number | null, limits: QuantityLimits): Quantity {
  if (!isOrderable(limits)) return unorderable(limits);
  const m = multiplicityOf(limits);
  const max = maximumOf(limits);
  const base = current !== null && Number.isFinite(current) && current > 0 ? Math.floor(current) : 0;
  const next = base % m === 0 ? base + m : Math.ceil(base / m) * m;
  return next >= max ? capped(max) : valid(next);
}

/** Minus: a non-multiple rounds down to a multiple, a multiple goes one step down; never below m. */
export function decrement(current: number | null, limits: QuantityLimits): Quantity {
  if (!isOrderable(limits)) return unorderable(limits);
  const m = multiplicityOf(limits);
  const base = current !== null && Number.isFinite(current) ? Math.floor(current) : m;
  const next = base % m === 0 ? base - m : Math.floor(base / m) * m;
  const max = maximumOf(limits);
  return next > max ? capped(max) : valid(Math.max(m, next));
}

/** A quantity typed by hand (or held by the basket), checked in the order of DESIGN.md. */
export function typeQuantity(text: string, limits: QuantityLimits): Quantity {
  if (!isOrderable(limits)) return unorderable(limits);
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return error(null, text, quantityMessages.mustBePositive);
  const value = Number(trimmed);
  if (value === 0) return error(null, text, quantityMessages.mustBePositive);
  const max = maximumOf(limits);
  if (value > max) return capped(max);
  const m = multiplicityOf(limits);
  if (value < m) return error(value, text, quantityMessages.minimum(m));
  if (value % m !== 0) return error(value, text, quantityMessages.notMultiple);
  return valid(value);
}

/**
 * Where the stepper of a part starts (DESIGN.md): at the basket's quantity when the basket holds
 * the part, checked as if typed (above what the stock holds now it is clamped with 'Макс. кол-во
 * {max}'); otherwise at the multiplicity.
 */
export function startingQuantity(inBasket: number, limits: QuantityLimits): Quantity {
  return inBasket > 0 ? typeQuantity(String(inBasket), limits) : initialQuantity(limits);
}

/** Adding to the basket is blocked while a quantity error shows. */
export function canAddQuantity(quantity: Quantity): boolean {
  return quantity.state !== 'error' && quantity.value !== null;
}
