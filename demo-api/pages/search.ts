import type { WireSearchAnswer, WireSearchFilterData } from '../../src/core/api/wire-types';
import type { Product } from '../data/catalogue';
import { toWireProduct } from '../data/catalogue';
import { nearestShipment } from '../data/delivery';
import { formatDate, formatDateTime } from '../format';
import type { FormNode, FormObject } from '../http/form';
import { textField } from '../http/form';
import { isOfBrand, SEARCH_TYPES, type SearchType, searchParts } from '../search/engine';
import type { PageHandler } from './index';

export const SEARCH_PAGE_SIZE = 50;
const MAX_PAGE_SIZE = 100;
/** Shipments listed in delivery_schedule. */
const SCHEDULE_LENGTH = 6;

function whole(text: string | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? Math.min(value, max) : fallback;
}

/** Filter values sent as `filter[brands][0]=…` (an object) or `filter[brands][]=…` (a list). */
function filterValues(filter: FormNode | undefined, name: string): string[] {
  if (!filter || typeof filter === 'string' || filter instanceof File || Array.isArray(filter)) return [];
  const values = (filter as FormObject)[name];
  if (typeof values === 'string') return [values];
  if (!values || values instanceof File) return [];
  return Object.values(values).filter((value): value is string => typeof value === 'string');
}

function shippingDay(product: Product, now: number): string | null {
  return product.stock > 0 ? formatDate(nearestShipment(now).shipping) : null;
}

/** Brand and delivery-date lists of the filter panel, each with NAME and VALUES of ID and NAME. */
function filterData(products: readonly Product[], now: number): WireSearchFilterData {
  const brands = [...new Set(products.map((product) => product.brand))].sort();
  const days = [...new Set(products.map((product) => shippingDay(product, now)).filter(Boolean))] as string[];
  return {
    brands: { NAME: 'Бренд', VALUES: brands.map((brand) => ({ ID: brand, NAME: brand })) },
    delivery_time: { NAME: 'Срок доставки', VALUES: days.map((day) => ({ ID: day, NAME: day })) },
  };
}

/** The next shipments: each order cut-off and the lorry run after it. */
function deliverySchedule(now: number) {
  const schedule = [];
  let from = now;
  for (let index = 0; index < SCHEDULE_LENGTH; index++) {
    const shipment = nearestShipment(from);
    schedule.push({
      shipping_date_in_timestamp: Math.floor(shipment.shipping / 1000),
      shipping_date_format: formatDate(shipment.shipping),
    });
    from = shipment.closure + 1;
  }
  return schedule;
}

/**
 * Named search (doc 1 §7, page=search): search_query, search_type, search_brand, start (page, from
 * 1), limit (50), filter[brands][], filter[delivery_time][]. Only parts in stock are listed (the
 * page's sections are 'В наличии' and 'Аналоги в наличии'); analogues are those of the listed page,
 * and on the first page also those of the parts found out of stock (an article with no stock of its
 * own still shows its analogues in stock, as the step search does).
 */
export const searchPage: PageHandler = ({ params, caller, deps }) => {
  if (!caller) return null;
  const now = deps.now();
  const typeField = textField(params, 'search_type');
  const type: SearchType = SEARCH_TYPES.find((known) => known === typeField) ?? 'article';
  const query = (textField(params, 'search_query') ?? '').trim();
  const limit = whole(textField(params, 'limit'), SEARCH_PAGE_SIZE, MAX_PAGE_SIZE);
  const page = whole(textField(params, 'start'), 1);
  const brands = filterValues(params.filter, 'brands');
  const days = filterValues(params.filter, 'delivery_time');
  const passesFilters = (product: Product): boolean =>
    (brands.length === 0 || brands.some((brand) => isOfBrand(product, brand))) &&
    (days.length === 0 || days.includes(shippingDay(product, now) ?? ''));

  const outcome =
    query === ''
      ? { products: [], precision: null, variant: 'typed' as const }
      : searchParts(deps.catalogue.products, { text: query, type, brand: textField(params, 'search_brand') });
  const inStock = outcome.products.filter((product) => product.stock > 0);
  const listed = inStock.filter(passesFilters);
  const pageProducts = listed.slice((page - 1) * limit, page * limit);

  const found = new Set(outcome.products.map((product) => product.id));
  const outOfStock = page === 1 ? outcome.products.filter((product) => product.stock <= 0) : [];
  const analogueIds = new Set<number>();
  const analogues = [...pageProducts, ...outOfStock]
    .flatMap((product) => deps.catalogue.analogues(product))
    .filter((analogue) => {
      if (found.has(analogue.id) || analogue.stock <= 0 || analogueIds.has(analogue.id)) return false;
      analogueIds.add(analogue.id);
      return true;
    });
  const shipment = nearestShipment(now);
  const wire = (product: Product, index: number) => toWireProduct(product, { now, score: 1000 - index });

  return {
    total: listed.length,
    products_data: pageProducts.map((product, index) => wire(product, (page - 1) * limit + index)),
    filter_data: filterData(inStock, now),
    next_step: null,
    local_analogs: {
      products_data: analogues.filter(passesFilters).map(wire),
      filter_data: filterData(analogues, now),
    },
    delivery_data: {
      shipping_date_format: formatDate(shipment.shipping),
      direction_closure_date_time_format: formatDateTime(shipment.closure),
    },
    delivery_schedule: deliverySchedule(now),
    show_remote_suppliers: type === 'article',
    remote_suppliers: { CATALOGS: [], PARTS: {} },
    param_search: {
      is_soft_search: outcome.precision === 'soft' || outcome.precision === 'ultra-soft',
      is_ultra_soft_search: outcome.precision === 'ultra-soft',
    },
  } satisfies WireSearchAnswer;
};
