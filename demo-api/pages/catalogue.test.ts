import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { loadCatalogue } from '../data/catalogue';
import { post, signIn } from '../test-support';

const app = createDemoApi({ products: 5000 });
const catalogue = loadCatalogue(5000);
let token = '';
beforeAll(async () => {
  token = (await signIn(app)).access_token;
});

interface WireGroup {
  SECTION_DATA: { ID: string; NAME: string };
  ELEM_DATA: Record<
    string,
    { ID: string; PROPERTY_BRAND_NAME: string; PRICE_DATA: { DISCOUNT_PRICE: number } }
  >;
}
interface CataloguePage {
  total: number;
  products_data: WireGroup[];
  filter_data: Record<string, unknown> & {
    PRICE?: { max: number; VALUES: { min: number; max: number } };
    brands: string[];
    active_brands: string[];
    sections: { ID: string; NAME: string }[];
  };
}

async function page(fields: Record<string, string>, withToken = true): Promise<CataloguePage> {
  const response = await post(
    app,
    '/rest/backend.page.json',
    { page: 'catalog', ...fields },
    withToken ? token : undefined,
  );
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { page: CataloguePage } }).result.page;
}

const products = (answer: CataloguePage) =>
  answer.products_data.flatMap((group) => Object.values(group.ELEM_DATA));

describe('page=catalog', () => {
  it('pages a section 50 at a time, grouped by section, keyed p + id', async () => {
    const inSection = catalogue.inSection(11);
    const first = await page({ section_id: '11', start: '1', limit: '50' });
    expect(first.total).toBe(inSection.length);
    expect(products(first)).toHaveLength(50);
    expect(first.products_data.map((group) => group.SECTION_DATA)).toEqual([
      { ID: '11', NAME: 'Тормозные колодки' },
    ]);
    const [key, product] = Object.entries(first.products_data[0]?.ELEM_DATA ?? {})[0] ?? [];
    expect(key).toBe(`p${product?.ID}`);
  });

  it('gives every product of a first-level section exactly once across the pages', async () => {
    const total = catalogue.inSection(10).length;
    const ids: string[] = [];
    for (let start = 1; start <= Math.ceil(total / 50); start++)
      ids.push(
        ...products(await page({ section_id: '10', start: String(start) })).map((product) => product.ID),
      );
    expect(ids).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  });

  it('filters by brand and price, and keeps the other brands on offer', async () => {
    const answer = await page({
      section_id: '11',
      'filter[brands][0]': 'BOSCH',
      'filter[PRICE][min]': '1000',
      'filter[PRICE][max]': '3000',
    });
    const expected = catalogue
      .inSection(11)
      .filter((product) => product.brand === 'BOSCH' && product.price >= 1000 && product.price <= 3000);
    expect(answer.total).toBe(expected.length);
    for (const product of products(answer)) {
      expect(product.PROPERTY_BRAND_NAME).toBe('BOSCH');
      expect(product.PRICE_DATA.DISCOUNT_PRICE).toBeGreaterThanOrEqual(1000);
      expect(product.PRICE_DATA.DISCOUNT_PRICE).toBeLessThanOrEqual(3000);
    }
    expect(answer.filter_data.active_brands).toContain('TRW');
    expect(answer.filter_data.brands).toContain('BOSCH');
  });

  it('sorts by price within each section group', async () => {
    const answer = await page({ section_id: '10', 'sort[field]': 'PRICE', 'sort[order]': 'DESC' });
    for (const group of answer.products_data) {
      const prices = Object.values(group.ELEM_DATA).map((product) => product.PRICE_DATA.DISCOUNT_PRICE);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
    }
  });

  it('offers a whole price range, properties of five and more values, sections and brands', async () => {
    const { filter_data: data } = await page({ section_id: '10' });
    expect(data.PRICE?.VALUES.min).toBeLessThan(data.PRICE?.VALUES.max ?? 0);
    expect(data.CAR_MODEL).toMatchObject({ CODE: 'CAR_MODEL', NAME: 'Модель автомобиля' });
    expect((data.CAR_MODEL as { VALUES: unknown[] }).VALUES.length).toBeGreaterThan(5);
    expect(data.sections.map((section) => section.ID)).toEqual(['11', '12', '13']);
  });

  it('shows a visitor no prices and offers no price filter', async () => {
    const answer = await page(
      { section_id: '11', 'filter[PRICE][max]': '10', 'sort[field]': 'PRICE' },
      false,
    );
    expect(answer.total).toBe(catalogue.inSection(11).length);
    expect(products(answer).every((product) => product.PRICE_DATA.DISCOUNT_PRICE === 0)).toBe(true);
    expect(answer.filter_data.PRICE).toBeUndefined();
  });

  it('answers an empty page past the end and an unknown section with nothing', async () => {
    expect(products(await page({ section_id: '11', start: '999' }))).toEqual([]);
    expect(await page({ section_id: '7777' })).toMatchObject({ total: 0, products_data: [] });
  });
});

describe('page=novelty, trands, hits', () => {
  it.each([
    ['novelty', 'isNew'],
    ['trands', 'isTrend'],
    ['hits', 'isHit'],
  ] as const)('lists the marked goods for %s', async (key, flag) => {
    const answer = await page({ page: key, start: '1', limit: '50' });
    expect(answer.total).toBe(catalogue.products.filter((product) => product[flag]).length);
    for (const product of products(answer)) expect(catalogue.product(Number(product.ID))?.[flag]).toBe(true);
  });
});
