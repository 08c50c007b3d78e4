import {
  DAY_MS,
  DAYS_PERIOD_ID,
  DIRECTIONS,
  ledgerDocument,
  moscowDayStart,
  nextRuns,
  PRICE_LIST_COLUMNS,
  PRICE_LIST_DAYS,
  PRICE_LIST_FORMATS,
  PRICE_LIST_PERIODS,
} from '../data/account';
import { formatDate, formatDateTime, MOSCOW_OFFSET_MS, toKopecks } from '../format';
import type { Caller } from '../http/context';
import type { FormNode, FormObject } from '../http/form';
import type { OrderLine } from '../state/orders';
import type { PageHandler, PageRequest } from './index';

/** Page data answers an error as `{ error: true, error_message }` (as excel2basket does). */
const failure = (message: string) => ({ error: true, error_message: message });

const text = (node: FormNode | undefined): string => (typeof node === 'string' ? node.trim() : '');

/** 'dd.MM.yyyy' → the start of that Moscow day; '' → null; anything else → undefined. */
function parseDay(value: string): number | null | undefined {
  if (value === '') return null;
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const start = Date.UTC(year, month - 1, day);
  const check = new Date(start);
  if (check.getUTCDate() !== day || check.getUTCMonth() !== month - 1) return undefined;
  return start - MOSCOW_OFFSET_MS;
}

/** '1 500,50' or '1500.5' → 1500.5; '' → null; anything else → undefined. */
function parseAmount(value: string): number | null | undefined {
  if (value === '') return null;
  const amount = Number(value.replace(/[\s\u00a0]/g, '').replace(',', '.'));
  return Number.isFinite(amount) && amount >= 0 ? amount : undefined;
}

interface Range {
  /** Inclusive bounds; null is open. */
  from: number | null;
  to: number | null;
}

/** date_from, date_to (dd.MM.yyyy, both days included), or why they cannot be read. */
export function dateRange(params: FormObject): Range | string {
  const from = parseDay(text(params.date_from));
  const to = parseDay(text(params.date_to));
  if (from === undefined || to === undefined) return 'Неверная дата. Укажите дату в формате дд.мм.гггг.';
  return { from, to: to === null ? null : to + DAY_MS - 1 };
}

function priceRange(params: FormObject): Range | string {
  const from = parseAmount(text(params.price_from));
  const to = parseAmount(text(params.price_to));
  if (from === undefined || to === undefined) return 'Неверная сумма.';
  return { from, to };
}

const within = (value: number, { from, to }: Range): boolean =>
  (from === null || value >= from) && (to === null || value <= to);

/** The four filters of documents and orders (doc 2 §2.3, §2.5): what passes them, or why none can. */
function filtersOf(params: FormObject): ((date: number, price: number) => boolean) | string {
  const dates = dateRange(params);
  if (typeof dates === 'string') return dates;
  const prices = priceRange(params);
  if (typeof prices === 'string') return prices;
  return (date, price) => within(date, dates) && within(price, prices);
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** 'dd.MM.yyyy HH:mm:ss' in Moscow time, as the server writes date_insert. */
function formatDateTimeSeconds(timestamp: number): string {
  const seconds = new Date(timestamp + MOSCOW_OFFSET_MS).getUTCSeconds();
  return `${formatDateTime(timestamp)}:${pad(seconds)}`;
}

const seconds = (timestamp: number): number => Math.floor(timestamp / 1000);

/** A page only a signed-in client has: null for a visitor. */
const signedIn =
  (handler: (request: PageRequest & { caller: Caller }) => unknown): PageHandler =>
  (request) =>
    request.caller ? handler({ ...request, caller: request.caller }) : null;

/** page=personal_info (doc 2 §2.4): the user, the organisation and the personal manager. */
const personalInfoPage = signedIn(({ caller: { user } }) => ({
  NAME: user.name,
  LOGIN: user.login,
  MANAGER: user.manager,
  USER_DATA: user.userData,
}));

/** page=personal_docs_list (doc 2 §2.3), newest first. */
const documentsPage = signedIn(({ params, caller, deps }) => {
  const passes = filtersOf(params);
  if (typeof passes === 'string') return failure(passes);
  return {
    docs: deps.store.account
      .documents(caller.user.login)
      .filter((document) => passes(document.date, document.price))
      .map((document) => ({
        ID: document.id,
        DOC_TYPE: document.type,
        DOC_NUMBER: document.number,
        DOC_DATE: seconds(document.date),
        PRICE: document.price,
        XML_ID: document.xmlId,
      })),
  };
});

/** page=personal_order_list (doc 2 §2.5), newest first. ACCOUNT_NUMBER is the number the client sees. */
const orderListPage = signedIn(({ params, caller, deps }) => {
  const passes = filtersOf(params);
  if (typeof passes === 'string') return failure(passes);
  return {
    orders: deps.store.account
      .orders(caller.user.login)
      .filter((order) => passes(order.createdAt, order.price))
      .map((order) => ({
        ID: String(order.id),
        ACCOUNT_NUMBER: order.number,
        DATE_INSERT_FORMAT: formatDate(order.createdAt),
        PRODUCTS_QUANT: order.lines.length,
        SALE_INTERNALS_ORDER_STATUS_NAME: order.status,
        PRICE: order.price,
      })),
  };
});

/** What an order line's status reads: a claim filed on it, shipped, or never shipped. */
function lineStatus(line: OrderLine, claimed: number): { code: string; name: string } {
  if (claimed > 0) return { code: 'R', name: 'Оформлена заявка на возврат' };
  return line.sold ? { code: 'F', name: 'Отгружен' } : { code: 'N', name: 'Не отгружен' };
}

/** page=personal_order_detail with order_id (doc 2 §2.6, §3 Order detail); null for another's order. */
const orderDetailPage = signedIn(({ params, caller, deps }) => {
  const login = caller.user.login;
  const order = deps.store.account.order(login, Number(text(params.order_id)));
  if (!order) return null;
  // The goods leave with the first run after the order.
  const shipped = formatDate(moscowDayStart(order.createdAt) + DAY_MS);
  // For 'Повторить заказ' (server contract, "Repeating an order"): what the client can order of the
  // part now, its stock less what their basket already holds; a part gone from the catalogue is no
  // longer sold.
  const part = (line: OrderLine) => {
    const product = deps.catalogue.product(line.productId);
    const held = deps.store.baskets.lineOf(login, line.productId)?.quantity ?? 0;
    return {
      PRODUCT_ID: { VALUE: String(line.productId) },
      CAN_BUY: { VALUE: product ? 'Y' : 'N' },
      AMOUNT: { VALUE: product ? Math.max(0, product.stock - held) : 0 },
    };
  };
  return {
    order_data: {
      id: String(order.id),
      number: order.number,
      date_insert: formatDateTimeSeconds(order.createdAt),
      price: order.price,
      status: order.status,
    },
    basket: {
      count: order.lines.length,
      items: order.lines.map((line) => {
        const status = lineStatus(line, deps.store.account.claimed(login, line.id));
        return {
          id: String(line.id),
          name: line.name,
          price: line.price,
          qty: line.quantity,
          summ: (toKopecks(line.price) * line.quantity) / 100,
          props: {
            picture: { VALUE: line.photo },
            article: { VALUE: line.article },
            brand: { VALUE: line.brand },
            delivery_time_formated: { VALUE: line.sold ? shipped : '' },
            status: { VALUE: status.code },
            status_name: { VALUE: status.name },
            min_quan: { VALUE: line.multiplicity },
            allow_return: { VALUE: line.allowReturn ? 'Y' : 'N' },
            return_days: { VALUE: line.returnDays ?? '' },
            INNER_ID: { VALUE: line.xmlId },
            ...part(line),
          },
        };
      }),
    },
  };
});

/** page=pricelist (doc 2 §2.7): the schedules and formats, and the client's settings. */
const priceListPage = signedIn(({ caller, deps }) => {
  const settings = deps.store.account.priceList(caller.user.login);
  return {
    period: PRICE_LIST_PERIODS,
    format: PRICE_LIST_FORMATS,
    USER_DATA: {
      PROPERTY_EMAILS_SEND_PRICE_VALUE: settings?.emails ?? '',
      PROPERTY_PERIOD_SEND_PRICE_ENUM_ID: settings?.period ?? '',
      PROPERTY_FORMAT_PRICE_ENUM_ID: settings?.format ?? '',
      PROPERTY_FIELDS_SORT_VALUE: settings?.columns ?? PRICE_LIST_COLUMNS.join(','),
      PROPERTY_DAYS_SEND_PRICE_VALUE: settings?.days ?? [],
    },
  };
});

/** The server's own e-mail check, looser than none at all. */
const EMAIL = /^[^\s@,;]+@[^\s@,;]+\.[^\s@,;]+$/;

/** A list sent as `day[]=1&day[]=3`, `day[0]=1` or '1,3'. */
function listOf(node: FormNode | undefined): string[] {
  if (typeof node === 'string')
    return node
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  const values = Array.isArray(node) ? node : node && !(node instanceof File) ? Object.values(node) : [];
  return values.flatMap((value) => (typeof value === 'string' && value.trim() ? [value.trim()] : []));
}

/** page=savepricelist (doc 2 §7): emails, raspisanie, format, stock, fields, day. */
const savePriceListPage = signedIn(({ params, caller, deps }) => {
  const emails = listOf(params.emails);
  const period = text(params.raspisanie);
  const format = text(params.format);
  const columns = listOf(params.fields);
  const days = listOf(params.day);
  if (emails.length === 0 || !period || !format) return failure('Заполните поле.');
  if (!emails.every((email) => EMAIL.test(email))) return failure('Неверный e-mail.');
  if (!PRICE_LIST_PERIODS.some((option) => option.ID === period)) return failure('Неизвестное расписание.');
  if (!PRICE_LIST_FORMATS.some((option) => option.ID === format)) return failure('Неизвестный формат.');
  if (text(params.stock) !== 'Y') return failure('Прайс-лист отправляется только по складскому остатку.');
  const known = new Set<string>(PRICE_LIST_COLUMNS);
  if (
    columns.length === 0 ||
    new Set(columns).size !== columns.length ||
    !columns.every((id) => known.has(id))
  )
    return failure('Неверный порядок колонок.');
  const needsDays = period === DAYS_PERIOD_ID;
  if (needsDays && days.length === 0) return failure('Выберите дни недели.');
  if (!days.every((day) => (PRICE_LIST_DAYS as readonly string[]).includes(day)))
    return failure('Неверный день недели.');
  deps.store.account.savePriceList(caller.user.login, {
    emails: emails.join(', '),
    period,
    format,
    columns: columns.join(','),
    days: needsDays ? days : [],
  });
  return { success: true };
});

/** page=personal_delivery (doc 2 §2.8): the next two runs of each of the client's directions. */
const deliveryPage = signedIn(({ caller, deps }) => {
  const now = deps.now();
  return {
    rows: (DIRECTIONS[caller.user.login] ?? []).flatMap((direction) =>
      nextRuns(direction, now, 2).map((run) => ({
        direction_name: direction.name,
        direction_closure_date_time: seconds(run.closure),
        direction_closure_date_time_format: formatDateTime(run.closure),
        shipping_date: seconds(run.shipping),
        shipping_date_format: formatDate(run.shipping),
      })),
    ),
  };
});

/**
 * page=personal_sverka_list with date_from, date_to (doc 2 §2.16): the shipments (debet) and payments
 * (credit) of the range, and the balance (saldo) at its end: what the client owes, or a negative
 * amount when they paid ahead.
 */
const settlementsPage = signedIn(({ params, caller, deps }) => {
  const range = dateRange(params);
  if (typeof range === 'string') return failure(range);
  const ledger = deps.store.account.ledger(caller.user.login);
  const upTo = ledger.filter((entry) => range.to === null || entry.date <= range.to);
  const saldo = upTo.reduce(
    (sum, entry) => sum + (entry.kind === 'shipment' ? 1 : -1) * toKopecks(entry.amount),
    0,
  );
  return {
    saldo: saldo / 100,
    settlementDocs: upTo
      .filter((entry) => within(entry.date, range))
      .map((entry) => ({
        date: formatDate(entry.date),
        document: ledgerDocument(entry, formatDate(entry.date)),
        debet: entry.kind === 'shipment' ? entry.amount : 0,
        credit: entry.kind === 'payment' ? entry.amount : 0,
      })),
  };
});

/** The account area's page keys (doc 2 §7), registered in pages/index.ts. */
export const ACCOUNT_PAGES: readonly (readonly [string, PageHandler])[] = [
  ['personal_info', personalInfoPage],
  ['personal_docs_list', documentsPage],
  ['personal_order_list', orderListPage],
  ['personal_order_detail', orderDetailPage],
  ['pricelist', priceListPage],
  ['savepricelist', savePriceListPage],
  ['personal_delivery', deliveryPage],
  ['personal_sverka_list', settlementsPage],
];
