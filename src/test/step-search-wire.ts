import type {
  WireAnswer,
  WirePageData,
  WireProduct,
  WireRemoteOffer,
  WireSearchAnswer,
  WireSearchFilterData,
  WireShipment,
} from '../core/api/wire-types';
import { WIRE_PRODUCT } from './products';

/**
 * Wire answers of the step search as the server sends them (doc 1 §3 "Search page data"), for
 * tests: each builder gives a valid element, and the overrides change what the test is about.
 */
type WireOfferOverrides = Partial<WireRemoteOffer>;

export function wireOffer(overrides: WireOfferOverrides = {}) {
  const id = overrides.id ?? 'r1';
  return {
    id,
    hash: `h-${id}`,
    title: 'Колодки тормозные передние VW Polo',
    brand_title: 'TRW',
    original_brand_title: 'TRW Automotive',
    original_article: 'GDB-1550',
    article: 'GDB1550',
    PHOTO: '',
    quantity: 20,
    ratio: 1,
    price_src: 2100,
    display_discount_price: '2 100,00 ₽',
    delivery: 24,
    delivery_time: '',
    allow_return: true,
    return_days: null,
    supplier_id: 's1',
    supplier_title: 'Склад Москва',
    chain_id: 'c1',
    extra: { warehouse: 'MSK-2' },
    OPT_NEW_MARK: false,
    OPT_TRAND_MARK: false,
    OPT_HIT_MARK: false,
    ...overrides,
  } satisfies WireRemoteOffer;
}

interface WireProductOverrides {
  ID?: string;
  NAME?: string;
  PROPERTY_BRAND_NAME?: string;
  PROPERTY_CML2_ARTICLE_VALUE?: string;
  PROPERTY_MIN_QUANT_VALUE?: number;
  PRICE?: number;
  AMOUNT?: number;
  SHIPPING?: string;
}

/** A list element of the own stock (doc 1 §3): by default BOSCH 0 986 494 524, as part 1001. */
export function wireProduct(overrides: WireProductOverrides = {}) {
  const id = overrides.ID ?? '1001';
  return {
    ...WIRE_PRODUCT,
    ID: id,
    NAME: overrides.NAME ?? 'Колодки тормозные передние VW Polo',
    XML_ID: `ЦБ-${id}`,
    DETAIL_PAGE_URL: `/product/${id}`,
    PHOTO: '/demo-assets/parts/brake-pads.svg',
    PROPERTY_BRAND_NAME: overrides.PROPERTY_BRAND_NAME ?? 'BOSCH',
    PROPERTY_CML2_ARTICLE_VALUE: overrides.PROPERTY_CML2_ARTICLE_VALUE ?? '0 986 494 524',
    PROPERTY_CLEAR_ARTICLE_VALUE: '0986494524',
    PROPERTY_MIN_QUANT_VALUE: overrides.PROPERTY_MIN_QUANT_VALUE ?? 1,
    PRODUCT_DATA: { AMOUNT: overrides.AMOUNT ?? 38 },
    PRICE_DATA: { DISCOUNT_PRICE: overrides.PRICE ?? 2345.6, DISPLAY_DISCOUNT_PRICE: '' },
    delivery_data: {
      shipping_date_format: overrides.SHIPPING ?? '21.11.2024',
      direction_closure_date_time_format: '20.11.2024 16:00',
    },
  } satisfies WireProduct;
}

type WireOffer = ReturnType<typeof wireOffer>;

/** PARTS of remote_suppliers: analogue type → brand → article → { items }. */
export function wireParts(type: 'N' | '0', offers: readonly WireOffer[]) {
  const brands: Record<string, Record<string, { items: WireOffer[] }>> = {};
  for (const offer of offers) {
    const articles = brands[offer.brand_title] ?? {};
    brands[offer.brand_title] = articles;
    const group = articles[offer.article] ?? { items: [] };
    articles[offer.article] = group;
    group.items.push(offer);
  }
  return { [`analog_type_${type}`]: brands };
}

/** Wednesday 20 November 2024, 12:00 Moscow time. */
export const WIRE_NOW = Date.UTC(2024, 10, 20, 9, 0);

/** Runs Thursday 21 to Saturday 23 November 2024 at 09:00 Moscow time. */
export const WIRE_SCHEDULE: WireShipment[] = [
  { shipping_date_in_timestamp: Date.UTC(2024, 10, 21, 6) / 1000, shipping_date_format: '21.11.2024' },
  { shipping_date_in_timestamp: Date.UTC(2024, 10, 22, 6) / 1000, shipping_date_format: '22.11.2024' },
  { shipping_date_in_timestamp: Date.UTC(2024, 10, 23, 6) / 1000, shipping_date_format: '23.11.2024' },
];

export function filterData(brands: readonly string[], dates: readonly string[] = []): WireSearchFilterData {
  return {
    brands: { NAME: 'Бренд', VALUES: brands.map((brand) => ({ ID: brand, NAME: brand })) },
    delivery_time: { NAME: 'Дата доставки', VALUES: dates.map((date) => ({ ID: date, NAME: date })) },
  };
}

/** An answer of one step: nothing found, then the step named next. */
export function stepPage(
  nextStep: string,
  page: WireSearchAnswer = {},
): WireAnswer<WirePageData<WireSearchAnswer>> {
  return { result: { current_user: null, page: { next_step: nextStep, ...page } } };
}
