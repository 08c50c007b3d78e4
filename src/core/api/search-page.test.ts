import { createFakeFetch, filterData, json, signInWith, wireProduct } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { loadSearchPage } from './search-page';

const request = {
  query: 'KL 784',
  type: 'article' as const,
  brand: '',
  page: 2,
  filters: { brands: ['MAHLE', 'KNECHT'], deliveryDates: ['24.11.2026'] },
};

describe('search page call', () => {
  it('asks page-data search with the query, type, brand, page, 50 a page and the filters', async () => {
    const fake = createFakeFetch(() =>
      json(200, {
        result: {
          page: {
            total: 1,
            products_data: [wireProduct({ ID: '7', PROPERTY_BRAND_NAME: 'MAHLE' })],
            filter_data: filterData(['MAHLE']),
            local_analogs: { products_data: [], filter_data: [] },
            next_step: null,
            show_remote_suppliers: true,
            remote_suppliers: { CATALOGS: [], PARTS: {} },
            param_search: { is_soft_search: true, is_ultra_soft_search: true },
          },
          header: { basket_count_data: { count: 2, price: 100 } },
        },
      }),
    );
    const session = createSession(fake.fetch);
    signInWith(session);
    const { page: answer, header } = await loadSearchPage(session.api, request);
    expect(fake.calls[0]).toMatchObject({
      path: '/rest/backend.page.json',
      token: 'a1',
      form: {
        page: 'search',
        search_query: 'KL 784',
        search_type: 'article',
        search_brand: '',
        start: '2',
        limit: '50',
        'filter[brands][0]': 'MAHLE',
        'filter[brands][1]': 'KNECHT',
        'filter[delivery_time][0]': '24.11.2026',
      },
    });
    expect(answer).toMatchObject({
      total: 1,
      softSearch: 'ultra-soft',
      remoteSuppliers: true,
      filters: { brands: [{ id: 'MAHLE', name: 'MAHLE' }] },
    });
    expect(answer.products.map((product) => [product.id, product.brand])).toEqual([['7', 'MAHLE']]);
    expect(header).toEqual({ count: 2, price: 100 });
  });

  it('fails as malformed when the page is not the search page data', async () => {
    const session = createSession(
      createFakeFetch(() => json(200, { result: { page: { products_data: 5 } } })).fetch,
    );
    signInWith(session);
    await expect(loadSearchPage(session.api, request)).rejects.toMatchObject({ kind: 'malformed' });
  });
});
