import type { SeedLine } from '../data/baskets';
import type { FormObject } from '../http/form';

export interface BasketLine {
  /** The basket item id the client sends back as basket_item_id. */
  id: number;
  productId: number;
  quantity: number;
  /** The catalogue or supplier fields sent with basket.add (doc 1 §7), kept as they came. */
  payload: FormObject;
}

/** Every user's basket in one demo app. */
export class Baskets {
  #lines = new Map<string, BasketLine[]>();
  #nextId = 1;
  /** The idempotency keys of the additions made, per user: a resend under one adds nothing. */
  #additionKeys = new Set<string>();
  readonly #seed: Readonly<Record<string, readonly SeedLine[]>>;

  constructor(seed: Readonly<Record<string, readonly SeedLine[]>>) {
    this.#seed = seed;
    this.reset();
  }

  /** Back to the seeded baskets, with the same line ids as at start-up. */
  reset(): void {
    this.#nextId = 1;
    this.#additionKeys.clear();
    this.#lines = new Map(
      Object.entries(this.#seed).map(([login, lines]) => [
        login,
        lines.map((line) => ({ ...line, id: this.#nextId++, payload: {} })),
      ]),
    );
  }

  lines(login: string): readonly BasketLine[] {
    return this.#lines.get(login) ?? [];
  }

  line(login: string, lineId: number): BasketLine | undefined {
    return this.lines(login).find((line) => line.id === lineId);
  }

  /** The line holding a product, if the product is in the basket. */
  lineOf(login: string, productId: number): BasketLine | undefined {
    return this.lines(login).find((line) => line.productId === productId);
  }

  /** Whether an addition under this key was made for this user (an empty key never was). */
  added(login: string, key: string): boolean {
    return key !== '' && this.#additionKeys.has(`${login}\n${key}`);
  }

  /** Remembers that the addition under this key was made. */
  rememberAddition(login: string, key: string): void {
    if (key !== '') this.#additionKeys.add(`${login}\n${key}`);
  }

  /** Adds a product; a product already in the basket gets the quantity added to its line. */
  add(login: string, productId: number, quantity: number, payload: FormObject): BasketLine {
    const existing = this.lineOf(login, productId);
    if (existing) {
      existing.quantity += quantity;
      existing.payload = { ...existing.payload, ...payload };
      return existing;
    }
    const line = { id: this.#nextId++, productId, quantity, payload };
    this.#lines.set(login, [...this.lines(login), line]);
    return line;
  }

  setQuantity(login: string, lineId: number, quantity: number): BasketLine | undefined {
    const line = this.line(login, lineId);
    if (line) line.quantity = quantity;
    return line;
  }

  remove(login: string, lineId: number): boolean {
    const lines = this.lines(login);
    const kept = lines.filter((line) => line.id !== lineId);
    this.#lines.set(login, kept);
    return kept.length < lines.length;
  }

  /** Replaces a user's basket with these lines (the test control of a big basket). */
  fill(login: string, lines: readonly { productId: number; quantity: number }[]): void {
    this.#lines.set(
      login,
      lines.map((line) => ({ ...line, id: this.#nextId++, payload: {} })),
    );
  }

  clear(login: string): void {
    this.#lines.set(login, []);
  }
}
