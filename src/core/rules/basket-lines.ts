import type { BasketItem } from '../domain/basket';
import { quantityMessages } from '../messages/product';
import { maximumOf, multiplicityOf, type Quantity, type QuantityLimits } from './quantity';

/** The stepper limits of a basket line: its min_quan and its MAX_QTY (doc 1 §3). */
export function lineLimits(item: Pick<BasketItem, 'multiplicity' | 'stock'>): QuantityLimits {
  return { multiplicity: item.multiplicity, stock: item.stock };
}

/**
 * The stepper of a line as the server holds it. A quantity the stock no longer covers, or off the
 * multiplicity, shows its message at once: the client must change it before ordering (doc 1 §4, 5).
 * A line out of stock shows 'Нет в наличии.' instead, beside the quantity.
 */
export function savedQuantity(item: Pick<BasketItem, 'quantity' | 'multiplicity' | 'stock'>): Quantity {
  const limits = lineLimits(item);
  const text = String(item.quantity);
  const problem = (message: string): Quantity => ({ value: item.quantity, text, state: 'error', message });
  const max = maximumOf(limits);
  if (item.stock > 0 && item.quantity > max) return problem(quantityMessages.maximum(max));
  const m = multiplicityOf(limits);
  if (item.quantity < m) return problem(quantityMessages.minimum(m));
  if (item.quantity % m !== 0) return problem(quantityMessages.notMultiple);
  return { value: item.quantity, text, state: 'valid', message: null };
}

/** The quantity a line counts with: what the stepper shows when it is valid, else the saved one. */
export function countedQuantity(saved: number, shown: Quantity): number {
  return shown.state !== 'error' && shown.value !== null ? shown.value : saved;
}

const toKopecks = (amount: number): number => Math.round(amount * 100);

/** Price × quantity in roubles, summed in kopecks so that it does not drift. */
export function lineSum(price: number, quantity: number): number {
  return (toKopecks(price) * quantity) / 100;
}

export interface BasketTotals {
  /** How many lines are selected. */
  count: number;
  /** The selected goods, in roubles. */
  goods: number;
  /** The express delivery price when express is chosen, else 0 (standard delivery is free). */
  delivery: number;
  total: number;
}

/** The total of the selected lines plus express delivery when chosen (DESIGN: its own line). */
export function basketTotals(
  selectedLines: readonly { price: number; quantity: number }[],
  expressPrice: number | null,
): BasketTotals {
  const goods = selectedLines.reduce((sum, line) => sum + toKopecks(line.price) * line.quantity, 0);
  const delivery = expressPrice !== null && expressPrice > 0 ? toKopecks(expressPrice) : 0;
  return {
    count: selectedLines.length,
    goods: goods / 100,
    delivery: delivery / 100,
    total: (goods + delivery) / 100,
  };
}
