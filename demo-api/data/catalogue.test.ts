import { describe, expect, it } from 'vitest';
import { DEMO_BASKET_FIGURES, SEEDED_BASKETS } from './baskets';
import { clearArticle } from './brands';
import { generateCatalogue, loadCatalogue, toWireProduct } from './catalogue';
import { MULTIPLICITY_4_PRODUCT_ID } from './featured';

const catalogue = loadCatalogue(5000);
const { products } = catalogue;

describe('seeded catalogue', () => {
  it('is the same on every generation', () => {
    expect(generateCatalogue(5000).products).toEqual(generateCatalogue(5000).products);
  });

  it('grows without changing the parts it already had', () => {
    expect(generateCatalogue(6000).products.slice(0, 5000)).toEqual(products);
  });

  it('has 5000 parts with unique ids and internal codes', () => {
    expect(products).toHaveLength(5000);
    expect(new Set(products.map((product) => product.id)).size).toBe(5000);
    expect(new Set(products.map((product) => product.xmlId)).size).toBe(5000);
    expect(products[0]?.xmlId).toMatch(/^ЦБ-\d{8}$/);
  });

  it('spreads parts over at least 8 first-level sections with subsections', () => {
    const firstLevel = catalogue.sections.filter((section) => section.parentId === null);
    expect(firstLevel.length).toBeGreaterThanOrEqual(8);
    for (const section of firstLevel) expect(catalogue.inSection(section.id).length).toBeGreaterThan(0);
    const names = catalogue.sections.map((section) => section.name);
    expect(names).toEqual(
      expect.arrayContaining(['Тормозная система', 'Тормозные колодки', 'Фильтры', 'Масляные']),
    );
    const brakes = catalogue.inSection(10);
    expect(brakes.length).toBe(
      catalogue.inSection(11).length + catalogue.inSection(12).length + catalogue.inSection(13).length,
    );
  });

  it('has at least 30 brands', () => {
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(30);
    expect(catalogue.brands).toEqual(
      expect.arrayContaining(['BOSCH', 'MANN-FILTER', 'LEMFÖRDER', 'FEBI BILSTEIN']),
    );
  });

  it('writes articles with separators and clears them consistently', () => {
    const articles = products.map((product) => product.article);
    expect(articles).toEqual(
      expect.arrayContaining(['0 986 494 524', 'W 712/75', 'OC 90', 'HU 7008 z', '34116761244', 'PH-5796/1']),
    );
    for (const separator of [' ', '-', '/', '.']) {
      expect(articles.filter((article) => article.includes(separator)).length).toBeGreaterThan(50);
    }
    for (const product of products) expect(product.clearArticle).toBe(clearArticle(product.article));
    expect(clearArticle('HU 7008 z')).toBe('HU7008Z');
    const keys = products.map((product) => `${product.brand}|${product.clearArticle}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('has parts without photos, out of stock, and in each stock band', () => {
    expect(products.filter((product) => product.photo === '').length).toBeGreaterThan(100);
    const stocks = products.map((product) => product.stock);
    expect(stocks.filter((stock) => stock === 0).length).toBeGreaterThan(100);
    expect(stocks.filter((stock) => stock > 50 && stock <= 100).length).toBeGreaterThan(100);
    expect(stocks.filter((stock) => stock > 100).length).toBeGreaterThan(100);
  });

  it('sells most parts singly and some in 2, 4 or 10', () => {
    const multiples = new Set(products.map((product) => product.multiplicity));
    expect([...multiples].sort((a, b) => a - b)).toEqual([1, 2, 4, 10]);
    expect(products.filter((product) => product.multiplicity === 1).length).toBeGreaterThan(
      products.length / 2,
    );
    const plugs = catalogue.product(MULTIPLICITY_4_PRODUCT_ID);
    expect(plugs).toMatchObject({ multiplicity: 4, brand: 'NGK' });
    expect(plugs?.stock).toBeGreaterThanOrEqual(20);
  });

  it('marks returns, showcases and marked goods on some parts', () => {
    const share = (test: (product: (typeof products)[number]) => boolean) => products.filter(test).length;
    expect(share((product) => !product.allowReturn)).toBeGreaterThan(0);
    expect(share((product) => product.returnDays === 7)).toBeGreaterThan(0);
    expect(share((product) => product.returnDays === 30)).toBeGreaterThan(0);
    expect(share((product) => product.allowReturn)).toBeGreaterThan(products.length / 2);
    for (const flag of ['isNew', 'isTrend', 'isHit', 'marked'] as const) {
      expect(share((product) => product[flag])).toBeGreaterThan(0);
    }
  });

  it('groups analogues of different brands', () => {
    const pads = catalogue.product(1001);
    expect(pads && catalogue.analogues(pads).map((product) => product.brand)).toEqual(['TRW', 'ATE']);
    const withAnalogues = products.filter((product) => catalogue.analogues(product).length > 0);
    expect(withAnalogues.length).toBeGreaterThan(products.length / 2);
    for (const product of withAnalogues.slice(0, 200)) {
      for (const analogue of catalogue.analogues(product)) expect(analogue.brand).not.toBe(product.brand);
    }
  });

  it('seeds the demo basket with parts that exist and are in stock', () => {
    expect(SEEDED_BASKETS.demo).toHaveLength(3);
    for (const line of SEEDED_BASKETS.demo ?? []) {
      const product = catalogue.product(line.productId);
      expect(product?.stock).toBeGreaterThanOrEqual(line.quantity);
      expect(line.quantity % (product?.multiplicity ?? 1)).toBe(0);
    }
    expect(DEMO_BASKET_FIGURES).toEqual({ count: 3, price: 6863.2 });
  });
});

describe('toWireProduct', () => {
  // Wednesday 20 November 2024, 12:00 in Voronezh.
  const wednesdayNoon = Date.UTC(2024, 10, 20, 9, 0);

  it('maps a part to the spec product element', () => {
    const pads = catalogue.product(1001);
    expect(pads && toWireProduct(pads, { now: wednesdayNoon })).toEqual({
      ID: '1001',
      NAME: 'Колодки тормозные передние VW Polo',
      XML_ID: pads?.xmlId,
      IBLOCK_EXTERNAL_ID: expect.any(String),
      DETAIL_PAGE_URL: '/product/1001',
      PHOTO: '/demo-assets/parts/brake-pads.svg',
      PROPERTY_BRAND_NAME: 'BOSCH',
      PROPERTY_CML2_ARTICLE_VALUE: '0 986 494 524',
      PROPERTY_CLEAR_ARTICLE_VALUE: '0986494524',
      PROPERTY_MIN_QUANT_VALUE: 1,
      PROPERTY_MARKED_PRODUCT_VALUE: null,
      allow_return: true,
      return_days: null,
      SCORE: 0,
      OPT_NEW_MARK: false,
      OPT_TRAND_MARK: false,
      OPT_HIT_MARK: true,
      PRODUCT_DATA: { AMOUNT: 38 },
      PRICE_DATA: { DISCOUNT_PRICE: 2345.6, DISPLAY_DISCOUNT_PRICE: '2\u00a0345,60 ₽' },
      delivery_data: {
        shipping_date_format: '21.11.2024',
        direction_closure_date_time_format: '20.11.2024 16:00',
      },
    });
  });

  it('gives no delivery date to a part out of stock', () => {
    const ate = catalogue.product(1003);
    expect(ate && toWireProduct(ate, { now: wednesdayNoon }).delivery_data).toEqual({
      shipping_date_format: '',
      direction_closure_date_time_format: '',
    });
  });
});
