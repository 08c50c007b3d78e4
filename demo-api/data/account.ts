import { createHash } from 'node:crypto';
import { MOSCOW_OFFSET_MS, toKopecks } from '../format';
import type { DemoOrder, OrderLine } from '../state/orders';
import type { Product } from './catalogue';
import { FEATURED_PRODUCTS } from './featured';
import { createRandom } from './random';

/**
 * What the account area shows of each demo user before they do anything (doc 2 §2.3–§2.8, §2.16):
 * an order history, documents, settlements and delivery directions. Dates are counted back from
 * when the app started (Moscow days), so the claim windows and date filters mean the same on any day.
 */

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** The start of the Moscow day holding `timestamp`. */
export function moscowDayStart(timestamp: number): number {
  return Math.floor((timestamp + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS - MOSCOW_OFFSET_MS;
}

/** `days` Moscow days before the day of `anchor`, at `hour`:`minute` Moscow time. */
const daysBefore = (anchor: number, days: number, hour: number, minute = 0): number =>
  moscowDayStart(anchor) - days * DAY_MS + hour * HOUR_MS + minute * MINUTE_MS;

/** A stable GUID-looking id for a label (sale records, document XML_IDs). */
export function guidOf(label: string): string {
  const hex = createHash('sha256').update(label).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
}

/** The sale record of an order line (the claim's guid), or '' for a line never shipped. */
export function saleGuid(login: string, order: DemoOrder, line: OrderLine): string {
  return line.sold ? guidOf(`sale ${login} ${order.id} ${line.id}`) : '';
}

interface SeedOrder {
  id: number;
  number: string;
  daysAgo: number;
  hour: number;
  minute: number;
  status: string;
  /** Product, quantity, and false for a line never shipped. */
  lines: readonly (readonly [productId: number, quantity: number, sold?: boolean])[];
}

/**
 * Orders each user placed before the demo started. For `demo`: the 2-day-old order can be claimed in
 * full, but its FRAM filter takes no quality return (only claims and defects); in the 10-day-old one
 * the BMW pads (7 days) are overdue, the oil filter (14) is not, and the spark plugs were never
 * shipped; in the 25-day-old one only the ATE pads (30 days) are still in time.
 */
const SEED_ORDERS: Readonly<Record<string, readonly SeedOrder[]>> = {
  demo: [
    {
      id: 905,
      number: '1009',
      daysAgo: 200,
      hour: 11,
      minute: 5,
      status: 'Выполнен',
      lines: [[1001, 4]],
    },
    {
      id: 904,
      number: '1017',
      daysAgo: 60,
      hour: 9,
      minute: 30,
      status: 'Выполнен',
      lines: [
        [1005, 3],
        [1006, 2],
      ],
    },
    {
      id: 903,
      number: '1024',
      daysAgo: 25,
      hour: 15,
      minute: 10,
      status: 'Выполнен',
      lines: [
        [1008, 1],
        [1002, 1],
        [1003, 1],
      ],
    },
    {
      id: 902,
      number: '1031',
      daysAgo: 10,
      hour: 14,
      minute: 40,
      status: 'Выполнен',
      lines: [
        [1009, 1],
        [1004, 2],
        [1007, 1],
        [1011, 4, false],
      ],
    },
    {
      id: 901,
      number: '1038',
      daysAgo: 2,
      hour: 10,
      minute: 15,
      status: 'Отгружен',
      lines: [
        [1001, 2],
        [1010, 8],
        [1004, 1],
        [1008, 1],
      ],
    },
  ],
  basic: [
    {
      id: 912,
      number: '1012',
      daysAgo: 120,
      hour: 12,
      minute: 0,
      status: 'Выполнен',
      lines: [[1007, 2]],
    },
    {
      id: 911,
      number: '1035',
      daysAgo: 5,
      hour: 16,
      minute: 20,
      status: 'Отгружен',
      lines: [
        [1002, 2],
        [1006, 1],
      ],
    },
  ],
};

const featured = new Map(FEATURED_PRODUCTS.map((product) => [product.id, product]));

/** An order line of `product`; `id` is the basket item id it had. */
export function orderLineOf(id: number, product: Product, quantity: number, sold = true): OrderLine {
  return {
    id,
    productId: product.id,
    name: product.name,
    article: product.article,
    brand: product.brand,
    xmlId: product.xmlId,
    photo: product.photo,
    multiplicity: product.multiplicity,
    quantity,
    price: product.price,
    allowReturn: product.allowReturn,
    returnDays: product.returnDays,
    sold,
  };
}

/** Goods of an order in roubles, summed in kopecks. */
export const linesTotal = (lines: readonly OrderLine[]): number =>
  lines.reduce((sum, line) => sum + toKopecks(line.price) * line.quantity, 0) / 100;

/** The order history of `login` as it stood at `anchor`, oldest first. */
export function seededOrders(login: string, anchor: number): DemoOrder[] {
  return (SEED_ORDERS[login] ?? []).map((seed) => {
    const lines = seed.lines.flatMap(([productId, quantity, sold], index) => {
      const product = featured.get(productId);
      return product ? [orderLineOf(seed.id * 100 + index, product, quantity, sold ?? true)] : [];
    });
    return {
      id: seed.id,
      number: seed.number,
      login,
      createdAt: daysBefore(anchor, seed.daysAgo, seed.hour, seed.minute),
      status: seed.status,
      lines,
      price: linesTotal(lines),
      comment: '',
      express: null,
    };
  });
}

/** A shipment or a payment on the client's account (doc 2 §2.16). */
export interface LedgerEntry {
  kind: 'shipment' | 'payment';
  /** Milliseconds. */
  date: number;
  /** The document's number: 'ВРН-001038', 'п/п 512'. */
  number: string;
  amount: number;
}

/** The document of a ledger entry as the settlements and the reconciliation act name it. */
export function ledgerDocument(entry: LedgerEntry, date: string): string {
  return entry.kind === 'shipment'
    ? `Реализация товаров № ${entry.number} от ${date}`
    : `Оплата от покупателя, ${entry.number} от ${date}`;
}

/** How many months back each user's trade goes, and how big a month's shipment is. */
const TRADE: Readonly<Record<string, { months: number; min: number; max: number }>> = {
  demo: { months: 14, min: 8_000, max: 64_000 },
  basic: { months: 4, min: 2_000, max: 9_000 },
};

const SEED_BY_LOGIN: Readonly<Record<string, number>> = { demo: 7, basic: 11 };

/**
 * The shipments and payments of `login` up to `anchor`: each order of `orders` is a shipment the day
 * it was placed, and the months before carry two shipments each; a payment follows each shipment 5 to 20
 * days later, when that day has come (so the latest ones are unpaid and the balance is owed). The
 * oldest shipment still unpaid is paid at `anchor` itself: whatever the day, the settlements page's
 * default period (this month so far) holds a payment as well as a shipment.
 */
export function seededLedger(login: string, anchor: number, orders: readonly DemoOrder[]): LedgerEntry[] {
  const trade = TRADE[login];
  if (!trade) return [];
  const random = createRandom(SEED_BY_LOGIN[login] ?? 1);
  const shipments = orders.map(shipmentOf);
  for (let month = trade.months; month >= 3; month--) {
    for (const day of [4, 18]) {
      const number = `ВРН-${String(month * 100 + day).padStart(6, '0')}`;
      const amount = random.int(trade.min * 100, trade.max * 100) / 100;
      shipments.push({ kind: 'shipment', date: daysBefore(anchor, month * 30 - day, 12), number, amount });
    }
  }
  const due = shipments
    .map((shipment) => ({ date: shipment.date + random.int(5, 20) * DAY_MS, amount: shipment.amount }))
    .sort((a, b) => a.date - b.date);
  const firstUnpaid = due.find((payment) => payment.date > anchor);
  const paid = [
    ...due.filter((payment) => payment.date <= anchor),
    ...(firstUnpaid ? [{ date: anchor, amount: firstUnpaid.amount }] : []),
  ];
  // Payment orders are numbered as the client wrote them: in date order.
  let paymentNumber = 400 + random.int(0, 90);
  const payments = paid.map(({ date, amount }): LedgerEntry => {
    paymentNumber += random.int(1, 9);
    return { kind: 'payment', date, number: `п/п ${paymentNumber}`, amount };
  });
  return [...shipments, ...payments].sort((a, b) => a.date - b.date);
}

/** A document of the client (doc 2 §3 Document). */
export interface DemoDocument {
  id: string;
  type: string;
  number: string;
  /** Milliseconds. */
  date: number;
  price: number;
  xmlId: string;
  /** False: the server is still making its file, and the download says so. */
  ready: boolean;
}

export const DOCUMENT_TYPES = {
  invoice: 'Счёт на оплату',
  shipment: 'УПД',
  reconciliation: 'Акт сверки',
} as const;

/** An order shipped: the shipment on the client's account, dated the day it was placed. */
export const shipmentOf = (order: DemoOrder): LedgerEntry => ({
  kind: 'shipment',
  date: order.createdAt,
  number: `ВРН-00${order.number}`,
  amount: order.price,
});

/**
 * Every document of `login` at `anchor`, newest first: an УПД per shipment, an invoice per order,
 * and a quarterly reconciliation act; the newest act is still being made (its download answers an
 * error).
 */
export function documentsOf(
  login: string,
  anchor: number,
  orders: readonly DemoOrder[],
  ledger: readonly LedgerEntry[],
): DemoDocument[] {
  const shipments = ledger
    .filter((entry) => entry.kind === 'shipment')
    .map(
      (entry): DemoDocument => ({
        id: `upd-${entry.number}`,
        type: DOCUMENT_TYPES.shipment,
        number: entry.number,
        date: entry.date,
        price: entry.amount,
        xmlId: guidOf(`upd ${login} ${entry.number}`),
        ready: true,
      }),
    );
  const invoices = orders.map(
    (order): DemoDocument => ({
      id: `inv-${order.id}`,
      type: DOCUMENT_TYPES.invoice,
      number: `СЧ-${order.number}`,
      date: order.createdAt,
      price: order.price,
      xmlId: guidOf(`invoice ${login} ${order.id}`),
      ready: true,
    }),
  );
  const acts = TRADE[login]
    ? [90, 1].map(
        (daysAgo, index): DemoDocument => ({
          id: `act-${daysAgo}`,
          type: DOCUMENT_TYPES.reconciliation,
          number: `АС-${String(index + 1).padStart(4, '0')}`,
          date: daysBefore(anchor, daysAgo, 9),
          price: 0,
          xmlId: guidOf(`act ${login} ${daysAgo}`),
          ready: daysAgo !== 1,
        }),
      )
    : [];
  return [...shipments, ...invoices, ...acts].sort((a, b) => b.date - a.date);
}

/** A delivery direction of a client: its runs' weekdays (0 Sunday … 6 Saturday) and order cut-off. */
export interface Direction {
  name: string;
  weekdays: readonly number[];
  cutOffHour: number;
}

export const DIRECTIONS: Readonly<Record<string, readonly Direction[]>> = {
  demo: [
    { name: 'Воронеж — Левый берег', weekdays: [1, 2, 3, 4, 5, 6], cutOffHour: 16 },
    { name: 'Воронеж — Правый берег', weekdays: [1, 2, 3, 4, 5, 6], cutOffHour: 16 },
    { name: 'Нововоронеж', weekdays: [2, 4, 6], cutOffHour: 14 },
  ],
  basic: [{ name: 'Липецк', weekdays: [1, 3, 5], cutOffHour: 15 }],
};

/** The next runs of a direction after `now`: orders close at the cut-off the day before (not a Sunday). */
export function nextRuns(
  direction: Direction,
  now: number,
  count: number,
): { closure: number; shipping: number }[] {
  const runs: { closure: number; shipping: number }[] = [];
  for (let day = moscowDayStart(now) + DAY_MS; runs.length < count; day += DAY_MS) {
    const weekday = new Date(day + MOSCOW_OFFSET_MS).getUTCDay();
    if (!direction.weekdays.includes(weekday)) continue;
    let closureDay = day - DAY_MS;
    if (new Date(closureDay + MOSCOW_OFFSET_MS).getUTCDay() === 0) closureDay -= DAY_MS;
    const closure = closureDay + direction.cutOffHour * HOUR_MS;
    if (closure > now) runs.push({ closure, shipping: day });
  }
  return runs;
}

/** Price-list schedules (doc 2 §3 period enum); 161 asks for the days (doc 2 §9). */
export const PRICE_LIST_PERIODS = [
  { ID: '158', VALUE: 'Ежедневно' },
  { ID: '159', VALUE: 'Еженедельно, по понедельникам' },
  { ID: '160', VALUE: 'Ежемесячно, 1-го числа' },
  { ID: '161', VALUE: 'По выбранным дням недели' },
] as const;

export const PRICE_LIST_FORMATS = [
  { ID: '171', VALUE: 'Excel (xlsx)' },
  { ID: '172', VALUE: 'Excel 97–2003 (xls)' },
  { ID: '173', VALUE: 'CSV' },
] as const;

/** The columns a price list may carry, in the default order (doc 2 §9). */
export const PRICE_LIST_COLUMNS = [
  'article',
  'brand',
  'descr',
  'qty',
  'regular_price',
  'ratio',
  'code',
] as const;

/** ISO weekday ids, Monday 1 … Sunday 7. */
export const PRICE_LIST_DAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/** The schedule option that needs days. */
export const DAYS_PERIOD_ID = '161';
