import type { Product } from '../domain/product';
import { portalPath, productPage } from '../rules/portal-paths';
import {
  DecodeError,
  type Decoder,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import type { WireDelivery, WireProduct, WireProductPrice, WireProductStock } from './wire-types';
import { pictureUrl } from './wire-url';

/** A Bitrix flag: true, 'Y', '1' or 1 are set; anything else (false, 'N', null, missing) is not. */
export const flag: Decoder<boolean> = (input) =>
  input === true || input === 'Y' || input === '1' || input === 1;

/** A number, where null, missing and '' (the server's empty property) read as `fallback`. */
export function numberOr<F>(fallback: F): Decoder<number | F> {
  return (input, path) =>
    input === '' || input === null || input === undefined ? fallback : numeric(input, path);
}

/** A text, where null and missing read as ''. */
export const text: Decoder<string> = optional(string, '');

/** '2 345,60 ₽' (any spaces, comma or dot) as a number; only the server's formatted prices use it. */
export function parseRubles(display: string): number | null {
  const digits = display.replace(/[\s\u00a0\u202f₽]|руб\.?/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(digits)) return null;
  return Number(digits);
}

/**
 * A map keyed by the server (`{ "p1001": {...} }`) or a list: PHP writes an empty map as `[]`, so
 * both mean the same thing. Keys are dropped; the order is the server's.
 */
export function entries<T>(item: Decoder<T>): Decoder<T[]> {
  return (input, path = '') => {
    if (Array.isArray(input)) return input.map((value, index) => item(value, `${path}[${index}]`));
    if (isRecord(input)) return Object.entries(input).map(([key, value]) => item(value, `${path}.${key}`));
    throw new DecodeError(path, 'a list or a map');
  };
}

const positiveWhole = (value: number | null, fallback: number): number =>
  value !== null && Number.isInteger(value) && value >= 1 ? value : fallback;

const priceData = optional(
  object({
    DISCOUNT_PRICE: numberOr(null),
    DISPLAY_DISCOUNT_PRICE: optional(string, ''),
  } satisfies FieldsOf<WireProductPrice>),
  null,
);

function priceOf(data: { DISCOUNT_PRICE: number | null; DISPLAY_DISCOUNT_PRICE: string } | null): number {
  if (!data) return 0;
  const price = data.DISCOUNT_PRICE ?? parseRubles(data.DISPLAY_DISCOUNT_PRICE) ?? 0;
  return Math.max(price, 0);
}

const deliveryData = optional(
  object({
    shipping_date_format: optional(string, ''),
    direction_closure_date_time_format: optional(string, ''),
  } satisfies FieldsOf<WireDelivery>),
  null,
);

const productElement = object({
  ID: identifier,
  NAME: string,
  XML_ID: text,
  IBLOCK_EXTERNAL_ID: text,
  DETAIL_PAGE_URL: text,
  PHOTO: pictureUrl,
  PROPERTY_BRAND_NAME: text,
  PROPERTY_CML2_ARTICLE_VALUE: optional(string, null),
  ARTICLE: optional(string, null),
  PROPERTY_CLEAR_ARTICLE_VALUE: text,
  PROPERTY_MIN_QUANT_VALUE: numberOr(null),
  PROPERTY_MARKED_PRODUCT_VALUE: flag,
  allow_return: flag,
  return_days: numberOr(null),
  SCORE: numberOr(0),
  OPT_NEW_MARK: flag,
  OPT_TRAND_MARK: flag,
  OPT_HIT_MARK: flag,
  PRODUCT_DATA: optional(object({ AMOUNT: numberOr(0) } satisfies FieldsOf<WireProductStock>), null),
  AMOUNT: numberOr(null),
  PRICE_DATA: priceData,
  delivery_data: deliveryData,
  deliveryData: deliveryData,
} satisfies FieldsOf<WireProduct>);

/**
 * The product element of lists, the detail dialog and the product page. The three spell a few
 * fields differently (ARTICLE in the detail, AMOUNT and deliveryData on the product page); all
 * land in one `Product`.
 */
export const productWire: Decoder<Product> = map(productElement, (wire): Product => {
  const delivery = wire.delivery_data ?? wire.deliveryData;
  const stock = wire.PRODUCT_DATA?.AMOUNT ?? wire.AMOUNT ?? 0;
  return {
    id: wire.ID,
    name: wire.NAME,
    xmlId: wire.XML_ID,
    catalogXmlId: wire.IBLOCK_EXTERNAL_ID,
    detailPageUrl: wire.DETAIL_PAGE_URL || portalPath(productPage, { productId: wire.ID }),
    photo: wire.PHOTO,
    brand: wire.PROPERTY_BRAND_NAME,
    article: wire.PROPERTY_CML2_ARTICLE_VALUE ?? wire.ARTICLE ?? '',
    clearArticle: wire.PROPERTY_CLEAR_ARTICLE_VALUE,
    multiplicity: positiveWhole(wire.PROPERTY_MIN_QUANT_VALUE, 1),
    marked: wire.PROPERTY_MARKED_PRODUCT_VALUE,
    allowReturn: wire.allow_return,
    returnDays: wire.return_days !== null && wire.return_days > 0 ? Math.floor(wire.return_days) : null,
    score: wire.SCORE,
    marks: { new: wire.OPT_NEW_MARK, trend: wire.OPT_TRAND_MARK, hit: wire.OPT_HIT_MARK },
    stock: Number.isFinite(stock) && stock > 0 ? Math.floor(stock) : 0,
    price: priceOf(wire.PRICE_DATA),
    delivery: {
      shippingDate: delivery?.shipping_date_format || null,
      orderBefore: delivery?.direction_closure_date_time_format || null,
    },
  };
});
