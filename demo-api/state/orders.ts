/** An order line: what was ordered, at what price. */
export interface OrderLine {
  productId: number;
  name: string;
  article: string;
  brand: string;
  quantity: number;
  price: number;
}

/** An order placed through order.add.json, kept for the account area (doc 2 §2.5, §2.6). */
export interface DemoOrder {
  id: number;
  /** The number the client sees ('1042'). */
  number: string;
  login: string;
  /** Milliseconds. */
  createdAt: number;
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

  place(order: Omit<DemoOrder, 'id' | 'number'>): DemoOrder {
    const id = this.#nextId++;
    const placed = { ...order, id, number: String(FIRST_NUMBER + id - 1) };
    this.#orders.push(placed);
    return placed;
  }

  of(login: string): readonly DemoOrder[] {
    return this.#orders.filter((order) => order.login === login);
  }
}
