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
  | { kind: 'no-stock'; item: OrderItem }
  /** Not one multiple is left to order because the client's basket already holds `inBasket` of it. */
  | { kind: 'in-basket'; item: OrderItem; inBasket: number };

/** Whether the server says, for any line, what part it is: without that, an order cannot be repeated. */
export function canRepeat(items: readonly OrderItem[]): boolean {
  return items.some((item) => item.repeat !== null);
}

/**
 * `inBasket`: how many of the part the client's basket holds as the page knows it. The server's
 * `available` is the stock less that (docs/server-contract.md, "Repeating an order"): a line left
 * with none says the stock is in the basket, not that there is none.
 */
export function repeatLine(item: OrderItem, inBasket = 0): RepeatLine {
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
  if (fit.quantity === 0)
    return inBasket > 0 ? { kind: 'in-basket', item, inBasket } : { kind: 'no-stock', item };
  return { kind: 'add', item, productId: part.productId, ...fit };
}

/** The order's lines; `basket`: the quantity per product the client's basket holds. */
export function repeatLines(
  items: readonly OrderItem[],
  basket: Readonly<Record<string, number>> = {},
): RepeatLine[] {
  return items.map((item) => repeatLine(item, item.repeat ? (basket[item.repeat.productId] ?? 0) : 0));
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
    case 'in-basket':
      return texts.repeatInBasket(line.inBasket);
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
