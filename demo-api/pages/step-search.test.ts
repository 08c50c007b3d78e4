import { beforeEach, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { post, signIn } from '../test-support';

// Wednesday 20 November 2024, 12:00 in Voronezh.
const now = Date.UTC(2024, 10, 20, 9, 0);
let app: ReturnType<typeof createDemoApi>;
let token: string;

beforeEach(async () => {
  app = createDemoApi({ products: 300, control: true, now: () => now, stepLatency: false });
  token = (await signIn(app, 'demo')).access_token;
});

interface WireOffer {
  id: string;
  brand_title: string;
  article: string;
  ratio: number;
  quantity: number;
  price_src: number;
  delivery: number;
  delivery_time: string;
  supplier_title: string;
  extra: Record<string, string>;
  OPT_NEW_MARK: boolean;
  OPT_TRAND_MARK: boolean;
  OPT_HIT_MARK: boolean;
}
type Parts = Record<string, Record<string, Record<string, { items: WireOffer[] }>>>;
interface Page {
  next_step: string;
  total?: number;
  products_data?: {
    ID: string;
    PROPERTY_BRAND_NAME: string;
    OPT_NEW_MARK: boolean;
    OPT_TRAND_MARK: boolean;
    OPT_HIT_MARK: boolean;
  }[];
  filter_data?: { brands: { VALUES: { ID: string }[] }; delivery_time: { VALUES: { ID: string }[] } };
  local_analogs?: { products_data: { ID: string }[] };
  delivery_schedule?: { shipping_date_in_timestamp: number; shipping_date_format: string }[];
  remote_suppliers?: { CATALOGS?: { brand_title: string; title: string }[]; PARTS: Parts };
  param_search?: { is_soft_search: boolean; is_ultra_soft_search: boolean };
}

async function step(fields: Record<string, string>, as = token): Promise<Page> {
  const response = await post(
    app,
    '/rest/backend.page.json',
    { page: 'searchallsourcesbystep', ...fields },
    as,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { page: Page } }).result.page;
}

const offersOf = (page: Page, type: 'N' | '0'): WireOffer[] =>
  Object.values(page.remote_suppliers?.PARTS[`analog_type_${type}`] ?? {}).flatMap((articles) =>
    Object.values(articles).flatMap((article) => article.items),
  );

const bosch = { search_article: '0 986 494 524', search_brand: 'BOSCH' };

describe('page searchallsourcesbystep', () => {
  it('walks the four steps of an article search, each naming the next', async () => {
    const steps: string[] = [];
    let next = 'instock';
    while (next !== 'final') {
      steps.push(next);
      next = (await step({ ...bosch, step: next, ...(next === 'instock' && { search_type: 'article' }) }))
        .next_step;
    }
    expect(steps).toEqual([
      'instock',
      'instockremotesuppliers',
      'instockanalogs',
      'instockanalogsremotesuppliers',
    ]);
  });

  it('finds the article in stock, leaving filters to the analogue steps', async () => {
    const page = await step({ ...bosch, step: 'instock', search_type: 'article' });
    expect(page.products_data?.map((product) => product.ID)).toEqual(['1001']);
    expect(page.total).toBe(1);
    expect(page.filter_data).toBeUndefined();
    expect(page.param_search).toEqual({ is_soft_search: false, is_ultra_soft_search: false });
  });

  it('lists the searched article at remote suppliers, as each supplier writes it', async () => {
    const page = await step({ ...bosch, step: 'instockremotesuppliers' });
    const offers = offersOf(page, 'N');
    expect(offers.map((offer) => [offer.brand_title, offer.article, offer.supplier_title])).toEqual([
      ['BOSCH', '0986494524', 'Склад Москва'],
      ['BOSCH', '0 986 494 524', 'Склад Санкт-Петербург'],
    ]);
    expect(page.remote_suppliers?.CATALOGS).toEqual([]);
  });

  it("gives a supplier's offer the catalogue part's marks", async () => {
    const [own] = (await step({ ...bosch, step: 'instock' })).products_data ?? [];
    const marks = (part: { OPT_NEW_MARK: boolean; OPT_TRAND_MARK: boolean; OPT_HIT_MARK: boolean }) => [
      part.OPT_NEW_MARK,
      part.OPT_TRAND_MARK,
      part.OPT_HIT_MARK,
    ];
    expect(own && marks(own).some(Boolean)).toBe(true);
    const offers = offersOf(await step({ ...bosch, step: 'instockremotesuppliers' }), 'N');
    expect(offers.map(marks)).toEqual(offers.map(() => own && marks(own)));
  });

  it('sends a Monday-to-Saturday schedule with Unix-second timestamps', async () => {
    const page = await step({ ...bosch, step: 'instockremotesuppliers' });
    const schedule = page.delivery_schedule ?? [];
    expect(schedule).toHaveLength(12);
    expect(schedule[0]).toEqual({
      shipping_date_in_timestamp: Date.UTC(2024, 10, 21, 7) / 1000,
      shipping_date_format: '21.11.2024',
    });
    expect(schedule.map((run) => new Date(run.shipping_date_in_timestamp * 1000).getUTCDay())).not.toContain(
      0,
    );
    expect(schedule.map((run) => run.shipping_date_format)).not.toContain('24.11.2024');
  });

  it('finds analogues in stock, and the rest at remote suppliers with different hours, ratios and stock', async () => {
    const local = await step({ ...bosch, step: 'instockanalogs' });
    expect(local.local_analogs?.products_data.map((product) => product.ID)).toEqual(['1002']);
    const remote = await step({ ...bosch, step: 'instockanalogsremotesuppliers' });
    const offers = offersOf(remote, '0');
    expect(offers.map((offer) => `${offer.brand_title} ${offer.supplier_title}`)).toEqual([
      'TRW Склад Москва',
      'ATE Склад Москва',
      'ATE Поставщик Европа (под заказ)',
      'FENOX Склад Воронеж-Север',
      'FENOX Склад Екатеринбург',
      'MARSHALL Поставщик ОАЭ (под заказ)',
    ]);
    const ate = offers.find(
      (offer) => offer.brand_title === 'ATE' && offer.supplier_title === 'Склад Москва',
    );
    expect(ate).toMatchObject({ ratio: 2, quantity: 9, extra: { warehouse: 'W-202' } });
    expect(new Set(offers.map((offer) => offer.delivery)).size).toBeGreaterThan(3);
    const marshall = offers.find((offer) => offer.brand_title === 'MARSHALL');
    expect(marshall?.delivery_time).toBe('');
    expect(remote.filter_data?.brands.VALUES.map((value) => value.ID)).toEqual([
      'TRW',
      'ATE',
      'FENOX',
      'MARSHALL',
    ]);
    expect(remote.next_step).toBe('final');
  });

  it('asks for a brand when the article alone is ambiguous, unless told to take any brand', async () => {
    const ambiguous = await step({
      search_article: 'OC90',
      search_brand: '',
      step: 'instockremotesuppliers',
    });
    expect(ambiguous.remote_suppliers?.CATALOGS).toEqual([
      { brand_title: 'MAHLE', title: 'Фильтр масляный VW Polo' },
      { brand_title: 'KNECHT', title: 'Фильтр масляный VW Polo' },
    ]);
    const anyBrand = await step({
      search_article: 'OC90',
      search_brand: 'nobrand',
      step: 'instockremotesuppliers',
    });
    expect(anyBrand.remote_suppliers?.CATALOGS).toEqual([]);
  });

  it('falls back to a soft search when nothing matches exactly', async () => {
    const page = await step({
      search_article: 'GDB155',
      search_brand: '',
      step: 'instock',
      search_type: 'article',
    });
    expect(page.param_search).toEqual({ is_soft_search: true, is_ultra_soft_search: false });
    expect(page.products_data?.map((product) => product.ID)).toContain('1002');
  });

  it('searches by name without asking remote suppliers, remembering the type of the first step', async () => {
    const first = await step({
      search_article: 'колодки polo',
      search_brand: '',
      step: 'instock',
      search_type: 'description',
    });
    expect(first.products_data?.map((product) => product.ID)).toEqual(
      expect.arrayContaining(['1001', '1002']),
    );
    expect(first.next_step).toBe('instockanalogs');
    const second = await step({ search_article: 'колодки polo', search_brand: '', step: 'instockanalogs' });
    expect(second.next_step).toBe('final');
  });

  it('gives an anonymous visitor nothing', async () => {
    const page = await step({ ...bosch, step: 'instock', search_type: 'article' }, '');
    expect(page).toEqual({ next_step: 'final' });
  });

  it('lets a fault hit one step only', async () => {
    const fault = await app.request('/__demo/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: 'step=instockanalogsremotesuppliers', status: 500 }),
    });
    expect(fault.status).toBe(200);
    expect(
      (
        await post(
          app,
          '/rest/backend.page.json',
          { page: 'searchallsourcesbystep', ...bosch, step: 'instock' },
          token,
        )
      ).status,
    ).toBe(200);
    const failed = await post(
      app,
      '/rest/backend.page.json',
      { page: 'searchallsourcesbystep', ...bosch, step: 'instockanalogsremotesuppliers' },
      token,
    );
    expect(failed.status).toBe(500);
  });

  it('takes as long as a real search when latency is on', async () => {
    const slow = createDemoApi({ products: 300, now: () => now });
    const slowToken = (await signIn(slow, 'demo')).access_token;
    const started = performance.now();
    await post(
      slow,
      '/rest/backend.page.json',
      { page: 'searchallsourcesbystep', ...bosch, step: 'instock' },
      slowToken,
    );
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });
});

describe('basket.add.json with a supplier item', () => {
  const ateAtMoscow = async () =>
    offersOf(await step({ ...bosch, step: 'instockanalogsremotesuppliers' }), '0').find(
      (offer) => offer.brand_title === 'ATE' && offer.supplier_title === 'Склад Москва',
    );
  const add = (fields: Record<string, string>) => post(app, '/rest/basket.add.json', fields, token);
  const supplierFields = (id: string, quantity: string) => ({
    productId: id,
    quantity,
    type: 'linemedia.auto',
    supplier_id: '202',
    ch_id: '32',
    max_available_quantity: '9',
    delivery_time_formated: '22.11.2024',
    'extra[warehouse]': 'W-202',
  });

  it('adds it to the basket, and the header counts it with its price', async () => {
    const offer = await ateAtMoscow();
    if (!offer) throw new Error('the ATE offer is seeded');
    const response = await add(supplierFields(offer.id, '2'));
    expect(response.status).toBe(200);
    const { result } = (await response.json()) as {
      result: { header: { basket_count_data: { count: number; price: number } } };
    };
    expect(result.header.basket_count_data.count).toBe(4);
    expect(result.header.basket_count_data.price).toBeCloseTo(6863.2 + offer.price_src * 2, 2);
    const state = (await (await app.request('/__demo/state?login=demo')).json()) as {
      lines: { productId: number; payload: Record<string, unknown> }[];
    };
    expect(state.lines.at(-1)).toMatchObject({
      productId: Number(offer.id),
      payload: { type: 'linemedia.auto', supplier_id: '202', ch_id: '32', extra: { warehouse: 'W-202' } },
    });
    const list = (await (await post(app, '/rest/basket.list.json', {}, token)).json()) as {
      result: { ITEMS: { PRODUCT_ID: string; QTY: number; MAX_QTY: number }[] };
    };
    expect(list.result.ITEMS.at(-1)).toMatchObject({ PRODUCT_ID: offer.id, QTY: 2, MAX_QTY: 9 });
  });

  it('refuses more than the supplier has', async () => {
    const offer = await ateAtMoscow();
    if (!offer) throw new Error('the ATE offer is seeded');
    const tooMany = await add(supplierFields(offer.id, '10'));
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({
      error_description: 'Недостаточно товара на складе: доступно 9 шт.',
    });
  });

  it('refuses an offer id nobody offers', async () => {
    const response = await add(supplierFields('100000009', '1'));
    expect(response.status).toBe(400);
  });
});
