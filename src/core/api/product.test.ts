import { onTestPortal, WIRE_PRODUCT as wireProduct } from '@portal/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listBasketAddition, productPageBasketAddition } from './basket-payload';
import { tryDecode } from './decode';
import { entries, parseRubles, productWire } from './product';

onTestPortal();

describe('productWire', () => {
  it('maps a list element to the product the rows show', () => {
    expect(productWire(wireProduct)).toEqual({
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
    });
  });

  it('reads the detail and product-page spellings (ARTICLE, AMOUNT, deliveryData, a formatted price)', () => {
    const product = productWire({
      ID: 7,
      NAME: 'Фильтр',
      ARTICLE: 'W 712/75',
      AMOUNT: '240',
      PHOTO: '',
      PRICE_DATA: { DISPLAY_DISCOUNT_PRICE: '1\u00a0612,40 ₽' },
      deliveryData: { shipping_date_format: '25.11.2026' },
    });
    expect(product).toMatchObject({
      id: '7',
      article: 'W 712/75',
      stock: 240,
      photo: null,
      price: 1612.4,
      multiplicity: 1,
      detailPageUrl: '/product/7',
      delivery: { shippingDate: '25.11.2026', orderBefore: null },
    });
  });

  it('treats empty properties as their defaults', () => {
    const product = productWire({
      ...wireProduct,
      PROPERTY_MIN_QUANT_VALUE: '',
      return_days: '',
      PRICE_DATA: null,
      delivery_data: { shipping_date_format: '', direction_closure_date_time_format: '' },
      PROPERTY_MARKED_PRODUCT_VALUE: 'Y',
      allow_return: 'N',
    });
    expect(product).toMatchObject({
      multiplicity: 1,
      returnDays: null,
      price: 0,
      marked: true,
      allowReturn: false,
      delivery: { shippingDate: null, orderBefore: null },
    });
  });

  it('refuses an element without an id or a name, naming the field', () => {
    const result = tryDecode(productWire, { ...wireProduct, NAME: 5 });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe('.NAME: expected a string');
  });

  it('never yields a multiplicity below 1 or a negative stock or price, whatever the server sends', () => {
    const messy = fc.oneof(
      fc.integer({ min: -1000, max: 1000 }),
      fc.double({ noNaN: true }),
      fc.constant(''),
    );
    fc.assert(
      fc.property(messy, messy, messy, (multiplicity, stock, price) => {
        const result = tryDecode(productWire, {
          ...wireProduct,
          PROPERTY_MIN_QUANT_VALUE: multiplicity,
          PRODUCT_DATA: { AMOUNT: stock },
          PRICE_DATA: { DISCOUNT_PRICE: price },
        });
        if (!result.ok) return;
        expect(Number.isInteger(result.value.multiplicity) && result.value.multiplicity >= 1).toBe(true);
        expect(Number.isInteger(result.value.stock) && result.value.stock >= 0).toBe(true);
        expect(result.value.price >= 0).toBe(true);
      }),
    );
  });
});

describe('entries', () => {
  it('reads a keyed map in the server order, and an empty PHP list', () => {
    const decode = entries(productWire);
    expect(decode({ p1010: wireProduct, p7: { ...wireProduct, ID: '7' } }).map((p) => p.id)).toEqual([
      '1010',
      '7',
    ]);
    expect(decode([])).toEqual([]);
  });
});

describe('parseRubles', () => {
  it.each([
    ['2 345,60 ₽', 2345.6],
    ['2\u00a0345,60\u00a0₽', 2345.6],
    ['612.40', 612.4],
    ['10 руб.', 10],
  ])('reads %s', (text, amount) => expect(parseRubles(text)).toBe(amount));

  it('gives null for what is not a price', () => {
    for (const text of ['', 'по запросу', '1,2,3']) expect(parseRubles(text)).toBeNull();
  });
});

describe('basket payloads', () => {
  const decoded = () => productWire(wireProduct);

  it('sends the catalogue list payload of doc 1 §7', () => {
    expect(listBasketAddition(decoded(), 8)).toEqual({
      productId: '1010',
      quantity: 8,
      name: 'Свеча зажигания Lada Vesta',
      source: 'other',
      xml_id: 'ЦБ-00001010',
      catalog_xml_id: 'b7e1',
      detail_page_url: '/product/1010',
      brand: 'NGK',
      article: 'BKR6E-11',
      photo: 'https://portal.test/demo-assets/parts/spark-plug.svg',
      type: 'iblock',
      marked_product: false,
      allow_return: true,
      return_days: null,
    });
  });

  it('sends the product page payload of doc 2 §7, with a dash for a missing brand', () => {
    expect(productPageBasketAddition({ ...decoded(), brand: ' ', photo: null }, 1)).toEqual({
      productId: '1010',
      quantity: 1,
      name: 'Свеча зажигания Lada Vesta',
      source: 'other',
      xml_id: 'ЦБ-00001010',
      catalog_xml_id: 'b7e1',
      detail_page_url: '/product/1010',
      brand: '-',
      article: 'BKR6E-11',
      photo: '',
    });
  });
});
