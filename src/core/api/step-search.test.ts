import { filterData, WIRE_SCHEDULE, wireOffer, wireParts, wireProduct } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { tryDecode } from './decode';
import { stepAnswerWire, stepRequestParams } from './step-search';

describe('step search answer', () => {
  it('reads every list of the page data', () => {
    const answer = stepAnswerWire({
      next_step: 'instockremotesuppliers',
      total: '2',
      products_data: { p1001: wireProduct() },
      filter_data: filterData(['BOSCH'], ['21.11.2024']),
      local_analogs: {
        products_data: [wireProduct({ ID: '1002', PROPERTY_BRAND_NAME: 'TRW' })],
        filter_data: filterData(['TRW']),
      },
      delivery_schedule: WIRE_SCHEDULE,
      show_remote_suppliers: true,
      remote_suppliers: {
        CATALOGS: [{ brand_title: 'BOSCH', title: 'Колодки тормозные' }],
        PARTS: { ...wireParts('N', [wireOffer({ id: 'n' })]), ...wireParts('0', [wireOffer({ id: 'a' })]) },
      },
      param_search: { is_soft_search: true, is_ultra_soft_search: false },
    });
    expect(answer).toMatchObject({
      nextStage: 'instockremotesuppliers',
      total: 2,
      catalogs: [{ brand: 'BOSCH', title: 'Колодки тормозные' }],
      softSearch: 'soft',
      filters: {
        brands: [
          { id: 'BOSCH', name: 'BOSCH' },
          { id: 'TRW', name: 'TRW' },
        ],
        deliveryDates: [{ id: '21.11.2024', name: '21.11.2024' }],
      },
    });
    expect(answer.products[0]).toMatchObject({
      id: '1001',
      brand: 'BOSCH',
      article: '0 986 494 524',
      price: 2345.6,
      stock: 38,
      delivery: { shippingDate: '21.11.2024' },
    });
    expect(answer.localAnalogues.map((product) => product.brand)).toEqual(['TRW']);
    expect(answer.offers.map(({ offer, analogue }) => [offer.id, analogue])).toEqual([
      ['n', false],
      ['a', true],
    ]);
    expect(answer.schedule[0]).toEqual({
      shippingTimestamp: WIRE_SCHEDULE[0]?.shipping_date_in_timestamp,
      shippingDate: '21.11.2024',
    });
  });

  it('reads a remote offer with its defaults', () => {
    const answer = stepAnswerWire({
      next_step: 'final',
      remote_suppliers: {
        PARTS: wireParts('0', [wireOffer({ ratio: '', PHOTO: '', extra: [], return_days: null })]),
      },
    });
    expect(answer.offers[0]?.offer).toEqual({
      id: 'r1',
      hash: 'h-r1',
      title: 'Колодки тормозные передние VW Polo',
      brand: 'TRW',
      originalBrand: 'TRW Automotive',
      originalArticle: 'GDB-1550',
      article: 'GDB1550',
      photo: null,
      quantity: 20,
      ratio: 1,
      price: 2100,
      deliveryHours: 24,
      allowReturn: true,
      returnDays: null,
      supplierId: 's1',
      supplierTitle: 'Склад Москва',
      chainId: 'c1',
      extra: {},
      marks: { new: false, trend: false, hit: false },
    });
  });

  it("takes PHP's empty lists for empty maps and a missing step for the end", () => {
    expect(
      stepAnswerWire({ products_data: [], filter_data: [], remote_suppliers: { CATALOGS: [], PARTS: [] } }),
    ).toMatchObject({ nextStage: 'final', products: [], offers: [], catalogs: [], softSearch: 'exact' });
  });

  it('refuses an answer that is not the page data', () => {
    for (const page of [
      null,
      'x',
      { products_data: [{ ID: '1' }] },
      { remote_suppliers: { PARTS: wireParts('0', [wireOffer({ price_src: -5 })]) } },
      { remote_suppliers: { PARTS: wireParts('0', [wireOffer({ delivery: Number.NaN })]) } },
      { delivery_schedule: [{ shipping_date_in_timestamp: 'soon' }] },
    ])
      expect(tryDecode(stepAnswerWire, page).ok).toBe(false);
  });
});

describe('step request', () => {
  it('names the page, the article, the brand and the step; search_type on the first step only', () => {
    const request = { article: 'GDB1550', brand: 'TRW', type: 'description' } as const;
    expect(stepRequestParams({ ...request, step: 'instock' })).toEqual({
      search_article: 'GDB1550',
      search_brand: 'TRW',
      step: 'instock',
      search_type: 'description',
    });
    for (const step of ['instockremotesuppliers', 'instockanalogs', 'instockanalogsremotesuppliers'] as const)
      expect(stepRequestParams({ ...request, step })).not.toHaveProperty('search_type');
  });
});
