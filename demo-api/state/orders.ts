/** An order line: what was ordered, at what price, and what the account area shows of it. */
export interface OrderLine {
  /** The basket item id the line had; a return claim names it as basket_item_id. */
  id: number;
  productId: number;
  name: string;
  article: string;
  brand: string;
  /** The part's 1C code, the item's INNER_ID. */
  xmlId: string;
  photo: string;
  multiplicity: number;
  quantity: number;
  price: number;
  allowReturn: boolean;
  /** null: the default (14 days) when returns are allowed. */
  returnDays: number | null;
  /** False for a line the warehouse never shipped: it has no sale record to claim against. */
  sold: boolean;
}

/** An order placed through order.add.json, kept for the account area (doc 2 §2.5, §2.6). */
export interface DemoOrder {
  id: number;
  /** The number the client sees ('1042'). */
  number: string;
  login: string;
  /** Milliseconds. */
  createdAt: number;
  /** SALE_INTERNALS_ORDER_STATUS_NAME. */
  status: string;
  lines: OrderLine[];
  /** Roubles, goods plus express delivery. */
  price: number;
  comment: string;
  express: { person: string; phone: string; price: number } | null;
}

/** order.add.json's answer: order id → number, plus the server's leftover-basket key. */
export type OrderAnswer = Record<string, string>;

/** First order number handed out, so numbers look like the company's. */
const FIRST_NUMBER = 1042;
/** The status of an order just placed. */
export const PLACED_STATUS = 'Принят';

/** Orders of every user of one demo app, and the answers already given per idempotency key. */
export class Orders {
  #orders: DemoOrder[] = [];
  #nextId = 1;
  readonly #answers = new Map<string, OrderAnswer>();

  /** The answer given earlier to this user for this key, if any. */
  answered(login: string, key: string): OrderAnswer | undefined {
    return this.#answers.get(`${login}\n${key}`);
  }

  remember(login: string, key: string, answer: OrderAnswer): void {
    this.#answers.set(`${login}\n${key}`, answer);
  }

  place(order: Omit<DemoOrder, 'id' | 'number' | 'status'>): DemoOrder {
    const id = this.#nextId++;
    const placed = { ...order, id, number: String(FIRST_NUMBER + id - 1), status: PLACED_STATUS };
    this.#orders.push(placed);
    return placed;
  }

  of(login: string): readonly DemoOrder[] {
    return this.#orders.filter((order) => order.login === login);
  }
}
