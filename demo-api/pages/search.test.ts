import { describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

const app = createDemoApi({ products: 2000 });

interface WireProduct {
  ID: string;
  NAME: string;
  PROPERTY_BRAND_NAME: string;
  PROPERTY_CML2_ARTICLE_VALUE: string;
  PRODUCT_DATA: { AMOUNT: number };
}
interface SearchPage {
  total: number;
  products_data: WireProduct[];
  filter_data: { brands: { NAME: string; VALUES: { ID: string; NAME: string }[] } };
  local_analogs: { products_data: WireProduct[] };
  delivery_schedule: { shipping_date_in_timestamp: number; shipping_date_format: string }[];
  show_remote_suppliers: boolean;
  param_search: { is_soft_search: boolean; is_ultra_soft_search: boolean };
}

async function search(fields: Record<string, string>, signedIn = true): Promise<SearchPage> {
  const token = signedIn ? (await signIn(app)).access_token : undefined;
  const response = await post(app, '/rest/backend.page.json', { page: 'search', ...fields }, token);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { page: SearchPage } }).result.page;
}

const ids = (page: SearchPage) => page.products_data.map((product) => product.ID);

describe('page=search', () => {
  it('finds an article written with any separators, exactly', async () => {
    for (const query of ['0 986 494 524', '0986-494-524', '0986494524']) {
      const page = await search({ search_query: query, search_type: 'article' });
      expect(ids(page)).toEqual(['1001']);
      expect(page.param_search).toEqual({ is_soft_search: false, is_ultra_soft_search: false });
      expect(page.show_remote_suppliers).toBe(true);
    }
  });

  it('lists analogues in stock apart, without the ones out of stock', async () => {
    const page = await search({ search_query: '0 986 494 524', search_type: 'article' });
    expect(page.local_analogs.products_data.map((product) => product.ID)).toEqual(['1002']);
  });

  it('lists the analogues in stock of an article with no stock of its own', async () => {
    const page = await search({ search_query: '13.0460-7184.2', search_type: 'article' });
    expect(page.total).toBe(0);
    expect(page.products_data).toEqual([]);
    expect(page.local_analogs.products_data.map((product) => product.ID)).toContain('1001');
    expect(page.local_analogs.products_data.every((product) => product.PRODUCT_DATA.AMOUNT > 0)).toBe(true);
    expect(page.show_remote_suppliers).toBe(true);
  });

  it('falls back to a soft search for part of an article and an ultra-soft one for a typo', async () => {
    const partial = await search({ search_query: 'W 712', search_type: 'article' });
    expect(ids(partial)).toEqual(['1004']);
    expect(partial.param_search).toEqual({ is_soft_search: true, is_ultra_soft_search: false });

    const misspelt = await search({ search_query: 'GBD1550', search_type: 'article' });
    expect(ids(misspelt)).toContain('1002');
    expect(misspelt.param_search).toEqual({ is_soft_search: true, is_ultra_soft_search: true });
  });

  it('matches names word by word, whatever the Russian endings', async () => {
    const page = await search({ search_query: 'масляные фильтры', search_type: 'description', limit: '100' });
    expect(page.total).toBeGreaterThan(20);
    for (const product of page.products_data) expect(product.NAME).toMatch(/^Фильтр масляный/);
    expect(page.show_remote_suppliers).toBe(false);
  });

  it('finds the same parts for a name typed in the wrong layout', async () => {
    const meant = await search({ search_query: 'колодки передние', search_type: 'description' });
    const mistyped = await search({ search_query: 'rjkjlrb gthtlybt', search_type: 'description' });
    expect(mistyped.total).toBe(meant.total);
    expect(ids(mistyped)).toEqual(ids(meant));
    expect(mistyped.param_search.is_soft_search).toBe(false);
  });

  it('searches the internal code by kod, and every word anywhere by advanced', async () => {
    expect(ids(await search({ search_query: 'ЦБ-00047037', search_type: 'kod' }))).toEqual(['1001']);
    expect(ids(await search({ search_query: '47037', search_type: 'kod' }))).toEqual(['1001']);
    expect(ids(await search({ search_query: 'bosch колодки polo', search_type: 'advanced' }))).toEqual([
      '1001',
    ]);
  });

  it('narrows to a brand, and filters by the brands of the panel', async () => {
    const trw = await search({ search_query: 'колодки', search_type: 'description', search_brand: 'TRW' });
    expect(trw.total).toBeGreaterThan(0);
    expect(new Set(trw.products_data.map((product) => product.PROPERTY_BRAND_NAME))).toEqual(
      new Set(['TRW']),
    );

    const all = await search({ search_query: 'колодки', search_type: 'description' });
    expect(all.filter_data.brands.NAME).toBe('Бренд');
    expect(all.filter_data.brands.VALUES.map((value) => value.ID)).toEqual(
      expect.arrayContaining(['ATE', 'TRW']),
    );
    const filtered = await search({
      search_query: 'колодки',
      search_type: 'description',
      'filter[brands][0]': 'ATE',
      'filter[brands][1]': 'TRW',
    });
    expect(new Set(filtered.products_data.map((product) => product.PROPERTY_BRAND_NAME))).toEqual(
      new Set(['ATE', 'TRW']),
    );
    expect(filtered.filter_data).toEqual(all.filter_data);
  });

  it('lists only parts in stock, 50 a page', async () => {
    const first = await search({ search_query: 'фильтр', search_type: 'description' });
    expect(first.products_data).toHaveLength(50);
    expect(first.products_data.every((product) => product.PRODUCT_DATA.AMOUNT > 0)).toBe(true);
    const second = await search({ search_query: 'фильтр', search_type: 'description', start: '2' });
    expect(second.total).toBe(first.total);
    expect(ids(second).some((id) => ids(first).includes(id))).toBe(false);
  });

  it('finds nothing for nonsense, and gives an anonymous visitor no page', async () => {
    const nothing = await search({ search_query: 'zzzzqqqq', search_type: 'article' });
    expect(nothing.total).toBe(0);
    expect(nothing.products_data).toEqual([]);
    expect(await search({ search_query: 'GDB1550' }, false)).toBeNull();
  });

  it('lists the next shipments in the delivery schedule', async () => {
    const page = await search({ search_query: 'GDB1550', search_type: 'article' });
    expect(page.delivery_schedule).toHaveLength(6);
    const stamps = page.delivery_schedule.map((entry) => entry.shipping_date_in_timestamp);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
    expect(page.delivery_schedule[0]?.shipping_date_format).toMatch(/^\d\d\.\d\d\.\d{4}$/);
  });
});
