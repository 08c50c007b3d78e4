import type { OrderItem } from '../domain/account';
import { orderMessages as texts } from '../messages/account';
import { fitQuantity, type QuantityReason } from './upload-review';

/**
 * 'Повторить заказ' (issue 26): each line of a past order as it would go to the basket now, by the
 * rule the order from a file uses (fitQuantity): the quantity ordered, rounded up to the multiple
 * sold and cut to what the client can still order. Nothing is sent before the client has seen it.
 */
export type RepeatLine =
  | { kind: 'add'; item: OrderItem; productId: string; quantity: number; reasons: readonly QuantityReason[] }
  /** The part is no longer sold (or the server names no part for the line). */
  | { kind: 'not-sold'; item: OrderItem }
  /** Not one multiple of the part is left to order. */
  | { kind: 'no-stock'; item: OrderItem };

/** Whether the server says, for any line, what part it is: without that, an order cannot be repeated. */
export function canRepeat(items: readonly OrderItem[]): boolean {
  return items.some((item) => item.repeat !== null);
}

export function repeatLine(item: OrderItem): RepeatLine {
  const part = item.repeat;
  if (!part?.sold) return { kind: 'not-sold', item };
  const fit = fitQuantity(item.quantity, {
    id: part.productId,
    brand: item.brand,
    article: item.article,
    name: item.name,
    available: part.available,
    multiplicity: item.multiplicity,
  });
  if (fit.quantity === 0) return { kind: 'no-stock', item };
  return { kind: 'add', item, productId: part.productId, ...fit };
}

export function repeatLines(items: readonly OrderItem[]): RepeatLine[] {
  return items.map(repeatLine);
}

/** The lines the client's confirmation sends, each as shown. */
export function linesToRepeat(lines: readonly RepeatLine[]) {
  return lines.flatMap((line) =>
    line.kind === 'add' ? [{ productId: line.productId, quantity: line.quantity }] : [],
  );
}

/** What happens to a line, in words: as ordered, or from → to and why, or why it is left out. */
export function repeatNote(line: RepeatLine): string {
  switch (line.kind) {
    case 'not-sold':
      return texts.repeatNotSold;
    case 'no-stock':
      return texts.repeatNoStock;
    default: {
      if (line.reasons.length === 0) return texts.repeatAsOrdered;
      const why = line.reasons.map((reason) =>
        reason === 'multiplicity'
          ? texts.repeatMultiplicity(line.item.multiplicity)
          : texts.repeatStock(line.item.repeat?.available ?? 0),
      );
      return `${texts.repeatChanged(line.item.quantity, line.quantity)}: ${why.join(', ')}`;
    }
  }
}
