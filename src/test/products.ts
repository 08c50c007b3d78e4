import type { Product } from '@portal/core/catalogue';
import type { WireProduct } from '../core/api/wire-types';

/** Product 1010 of the demo catalogue as the server writes a list element (doc 1 §3). */
export const WIRE_PRODUCT = {
  ID: '1010',
  NAME: 'Свеча зажигания Lada Vesta',
  XML_ID: 'ЦБ-00001010',
  IBLOCK_EXTERNAL_ID: 'b7e1',
  DETAIL_PAGE_URL: '/product/1010',
  PHOTO: '/demo-assets/parts/spark-plug.svg',
  PROPERTY_BRAND_NAME: 'NGK',
  PROPERTY_CML2_ARTICLE_VALUE: 'BKR6E-11',
  PROPERTY_CLEAR_ARTICLE_VALUE: 'BKR6E11',
  PROPERTY_MIN_QUANT_VALUE: 4,
  PROPERTY_MARKED_PRODUCT_VALUE: null,
  allow_return: true,
  return_days: null,
  SCORE: 0,
  OPT_NEW_MARK: true,
  OPT_TRAND_MARK: false,
  OPT_HIT_MARK: 'Y',
  PRODUCT_DATA: { AMOUNT: 120 },
  PRICE_DATA: { DISCOUNT_PRICE: 389.9, DISPLAY_DISCOUNT_PRICE: '389,90 ₽' },
  delivery_data: {
    shipping_date_format: '24.11.2026',
    direction_closure_date_time_format: '23.11.2026 16:00',
  },
} satisfies WireProduct;

/** A product as the rows take it; the defaults are product 1010 (sold in fours, 120 in stock). */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: '1010',
    name: 'Свеча зажигания Lada Vesta',
    xmlId: 'ЦБ-00001010',
    catalogXmlId: 'b7e1',
    detailPageUrl: '/product/1010',
    photo: 'https://portal.test/demo-assets/parts/spark-plug.svg',
    brand: 'NGK',
    article: 'BKR6E-11',
    clearArticle: 'BKR6E11',
    multiplicity: 4,
    marked: false,
    allowReturn: true,
    returnDays: null,
    score: 0,
    marks: { new: true, trend: false, hit: true },
    stock: 120,
    price: 389.9,
    delivery: { shippingDate: '24.11.2026', orderBefore: '23.11.2026 16:00' },
    ...overrides,
  };
}
