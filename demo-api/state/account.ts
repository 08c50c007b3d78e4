import {
  type DemoDocument,
  documentsOf,
  type LedgerEntry,
  PRICE_LIST_COLUMNS,
  seededLedger,
  seededOrders,
  shipmentOf,
} from '../data/account';
import { DEMO_USERS, type DemoUser, findUser } from '../data/users';
import type { DemoOrder, OrderLine, Orders } from './orders';

/** The price-list subscription as the client saved it (doc 2 §3 Price-list settings). */
export interface PriceListSettings {
  emails: string;
  period: string;
  format: string;
  /** Comma-separated column ids. */
  columns: string;
  /** ISO weekday ids, for the schedule option 161. */
  days: string[];
}

/** A return claim the server took (doc 2 §3 Return claim). */
export interface Claim {
  login: string;
  orderId: number;
  basketItemId: number;
  innerId: string;
  guid: string;
  qty: number;
  reasonType: number;
  comment: string;
  /** Milliseconds. */
  at: number;
}

/** A line of an order as the account area knows it: with its order. */
export interface OrderItem {
  order: DemoOrder;
  line: OrderLine;
}

function seededPriceList(user: DemoUser): PriceListSettings {
  const data = user.userData;
  return {
    emails: data?.PROPERTY_EMAILS_SEND_PRICE_VALUE ?? '',
    period: data?.PROPERTY_PERIOD_SEND_PRICE_ENUM_ID ?? '',
    format: data?.PROPERTY_FORMAT_PRICE_ENUM_ID ?? '',
    columns: data?.PROPERTY_FIELDS_SORT_VALUE || PRICE_LIST_COLUMNS.join(','),
    days: [],
  };
}

/**
 * The account area of one demo app: the history each user had before it started (counted back from
 * `startedAt`), and what they change: passwords, price-list settings and claims. `reset()` undoes the
 * changes; orders placed through the basket stay in `orders`.
 */
export class AccountState {
  readonly startedAt: number;
  readonly #orders: Orders;
  readonly #history: ReadonlyMap<string, readonly DemoOrder[]>;
  readonly #ledger: ReadonlyMap<string, readonly LedgerEntry[]>;
  #passwords = new Map<string, string>();
  #priceLists = new Map<string, PriceListSettings>();
  #claims: Claim[] = [];

  constructor(startedAt: number, orders: Orders) {
    this.startedAt = startedAt;
    this.#orders = orders;
    const logins = DEMO_USERS.map((user) => user.login);
    this.#history = new Map(logins.map((login) => [login, seededOrders(login, startedAt)]));
    this.#ledger = new Map(
      logins.map((login) => [login, seededLedger(login, startedAt, this.#history.get(login) ?? [])]),
    );
  }

  reset(): void {
    this.#passwords.clear();
    this.#priceLists.clear();
    this.#claims = [];
  }

  /** The user as the server sees them now: the password and price-list settings they saved. */
  user(login: string): DemoUser | undefined {
    const user = findUser(login);
    if (!user) return undefined;
    const password = this.#passwords.get(login) ?? user.password;
    const priceList = this.#priceLists.get(login);
    if (!user.userData || !priceList) return { ...user, password };
    return {
      ...user,
      password,
      userData: {
        ...user.userData,
        PROPERTY_EMAILS_SEND_PRICE_VALUE: priceList.emails,
        PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: priceList.period,
        PROPERTY_FORMAT_PRICE_ENUM_ID: priceList.format,
        PROPERTY_FIELDS_SORT_VALUE: priceList.columns,
      },
    };
  }

  setPassword(login: string, password: string): void {
    this.#passwords.set(login, password);
  }

  priceList(login: string): PriceListSettings | undefined {
    const user = findUser(login);
    return user && (this.#priceLists.get(login) ?? seededPriceList(user));
  }

  savePriceList(login: string, settings: PriceListSettings): void {
    this.#priceLists.set(login, settings);
  }

  /** Every order of `login`, the seeded ones and those placed through the basket, newest first. */
  orders(login: string): DemoOrder[] {
    return [...(this.#history.get(login) ?? []), ...this.#orders.of(login)].sort(
      (a, b) => b.createdAt - a.createdAt,
    );
  }

  order(login: string, orderId: number): DemoOrder | undefined {
    return this.orders(login).find((order) => order.id === orderId);
  }

  /** The order line a basket item id names, among `login`'s orders. */
  item(login: string, basketItemId: number): OrderItem | undefined {
    for (const order of this.orders(login)) {
      const line = order.lines.find((candidate) => candidate.id === basketItemId);
      if (line) return { order, line };
    }
    return undefined;
  }

  /** Shipments and payments, oldest first; an order placed through the basket ships at once. */
  ledger(login: string): LedgerEntry[] {
    return [...(this.#ledger.get(login) ?? []), ...this.#orders.of(login).map(shipmentOf)].sort(
      (a, b) => a.date - b.date,
    );
  }

  documents(login: string): DemoDocument[] {
    return documentsOf(login, this.startedAt, this.orders(login), this.ledger(login));
  }

  claim(claim: Claim): void {
    this.#claims.push(claim);
  }

  claims(login: string): readonly Claim[] {
    return this.#claims.filter((claim) => claim.login === login);
  }

  /** Pieces of a line already claimed. */
  claimed(login: string, basketItemId: number): number {
    return this.claims(login)
      .filter((claim) => claim.basketItemId === basketItemId)
      .reduce((sum, claim) => sum + claim.qty, 0);
  }
}
