import type { OrderDetail, OrderItem, OrderSummary } from '../domain/account';
import type { AccountFilters } from '../rules/account-filters';
import { accountFilterParams } from '../rules/account-filters';
import { amountOrZero, loadAccountPage, parseServerDate } from './account-page';
import { prop } from './basket-items';
import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
  type FieldsOf,
  identifier,
  map,
  numeric,
  object,
  optional,
  refine,
} from './decode';
import { flag, numberOr, text } from './product';
import type {
  WireOrderDetail,
  WireOrderItem,
  WireOrderItemProps,
  WireOrderSummary,
  WireOrdersPage,
} from './wire-types';
import { pictureUrl } from './wire-url';

const count = refine(numeric, (value) => Number.isInteger(value) && value >= 0, 'a whole number');

const orderSummaryWire = map(
  object({
    ID: identifier,
    ACCOUNT_NUMBER: optional(identifier, null),
    DATE_INSERT_FORMAT: text,
    PRODUCTS_QUANT: optional(count, 0),
    SALE_INTERNALS_ORDER_STATUS_NAME: text,
    PRICE: amountOrZero,
  } satisfies FieldsOf<WireOrderSummary>),
  (wire): OrderSummary => ({
    id: wire.ID,
    number: wire.ACCOUNT_NUMBER ?? wire.ID,
    date: wire.DATE_INSERT_FORMAT,
    itemCount: wire.PRODUCTS_QUANT,
    status: wire.SALE_INTERNALS_ORDER_STATUS_NAME,
    total: wire.PRICE,
  }),
);

/** page=personal_order_list with the four filters (doc 2 §2.5, §7). */
export async function loadOrders(
  api: ApiClient,
  filters: AccountFilters,
  signal?: AbortSignal,
): Promise<OrderSummary[]> {
  const page = await loadAccountPage(
    api,
    'personal_order_list',
    object({ orders: optional(array(orderSummaryWire), []) } satisfies FieldsOf<WireOrdersPage>),
    accountFilterParams(filters),
    signal,
  );
  return page.orders;
}

/** Texts that may come as numbers. */
const textual: Decoder<string> = (input, path) =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : text(input, path);

const positiveOr = (value: number | null, fallback: number) =>
  value !== null && Number.isInteger(value) && value > 0 ? value : fallback;

const itemWire = map(
  object({
    id: identifier,
    name: textual,
    price: amountOrZero,
    qty: count,
    summ: optional(amountOrZero, null),
    props: optional(
      object({
        picture: prop(pictureUrl, null),
        article: prop(textual, ''),
        brand: prop(textual, ''),
        delivery_time_formated: prop(textual, ''),
        delivery_date: prop(textual, ''),
        status_name: prop(textual, ''),
        min_quan: prop(numberOr(null), null),
        // Not among the spec's props: without it, returns count as allowed, as for a product (doc 1 §3).
        allow_return: prop((input: unknown) => input === undefined || input === '' || flag(input), true),
        return_days: prop(numberOr(null), null),
        INNER_ID: prop(textual, ''),
        PRODUCT_ID: prop(textual, ''),
        CAN_BUY: prop((input: unknown) => input === undefined || input === '' || flag(input), true),
        AMOUNT: prop(numberOr(null), null),
      } satisfies FieldsOf<WireOrderItemProps>),
      null,
    ),
  } satisfies FieldsOf<WireOrderItem>),
  (wire): OrderItem => {
    const props = wire.props;
    return {
      id: wire.id,
      name: wire.name,
      article: props?.article ?? '',
      brand: props?.brand ?? '',
      price: wire.price,
      quantity: wire.qty,
      sum: wire.summ ?? Math.round(wire.price * wire.qty * 100) / 100,
      photoUrl: props?.picture ?? null,
      deliveryDate: props?.delivery_time_formated || props?.delivery_date || null,
      statusName: props?.status_name ?? '',
      multiplicity: positiveOr(props?.min_quan ?? null, 1),
      allowReturn: props?.allow_return ?? true,
      returnDays: positiveOr(props?.return_days ?? null, 0) || null,
      innerId: props?.INNER_ID ?? '',
      repeat: props?.PRODUCT_ID
        ? {
            productId: props.PRODUCT_ID,
            sold: props.CAN_BUY,
            available: Math.max(0, Math.floor(props.AMOUNT ?? 0)),
          }
        : null,
    };
  },
);

const serverDate: Decoder<Date> = (input, path = '') => {
  const date = parseServerDate(input);
  if (!date) throw new DecodeError(path, 'a date');
  return date;
};

const orderDetailWire = map(
  object({
    order_data: object({
      id: optional(identifier, null),
      number: identifier,
      date_insert: serverDate,
      price: amountOrZero,
    } satisfies FieldsOf<WireOrderDetail['order_data']>),
    basket: object({
      count: optional(count, null),
      items: optional(array(itemWire), []),
    } satisfies FieldsOf<WireOrderDetail['basket']>),
  } satisfies FieldsOf<WireOrderDetail>),
  (wire): Omit<OrderDetail, 'id'> & { id: string | null } => ({
    id: wire.order_data.id,
    number: wire.order_data.number,
    date: wire.order_data.date_insert,
    total: wire.order_data.price,
    itemCount: wire.basket.count ?? wire.basket.items.length,
    items: wire.basket.items,
  }),
);

/** page=personal_order_detail with order_id (doc 2 §2.6, §7); null when there is no such order. */
export async function loadOrder(
  api: ApiClient,
  orderId: string,
  signal?: AbortSignal,
): Promise<OrderDetail | null> {
  const order = await loadAccountPage(
    api,
    'personal_order_detail',
    optional(orderDetailWire, null),
    { order_id: orderId },
    signal,
  );
  return order && { ...order, id: order.id ?? orderId };
}
