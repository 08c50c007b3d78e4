import { createFakeFetch, json, signInWith, WIRE_PRODUCT } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER } from '../rules/catalogue-filter';
import { createSession } from '../session/session';
import { cataloguePageWire, filterDataWire, listPageParams, loadListPage } from './catalogue';
import { toFormBody } from './form';
import type { WireCataloguePage } from './wire-types';

const page = {
  products_data: [
    {
      SECTION_DATA: { ID: 41, NAME: 'Свечи зажигания' },
      ELEM_DATA: { p1010: WIRE_PRODUCT, p2000: { ...WIRE_PRODUCT, ID: '2000' } },
    },
    { SECTION_DATA: { ID: '42', NAME: 'Ремни и ролики' }, ELEM_DATA: [] },
  ],
  filter_data: {
    PRICE: { max: 12000.4, VALUES: { min: 99.5, max: 11999.9 } },
    MIN_QUANT: { CODE: 'MIN_QUANT', NAME: 'Кратность', VALUES: [1, 4] },
    CAR_MODEL: {
      CODE: 'CAR_MODEL',
      NAME: 'Модель автомобиля',
      VALUES: { a: { ID: 'lada-vesta', NAME: 'Lada Vesta' }, b: { ID: 'kia-rio', NAME: 'Kia Rio' } },
    },
    sections: [{ ID: 41, NAME: 'Свечи зажигания' }],
    brands: ['BOSCH', 'NGK'],
    active_sections: ['41'],
    active_brands: ['NGK'],
    active_params_filter: { CAR_MODEL: ['kia-rio'] },
  },
  total: 51,
} satisfies WireCataloguePage;

describe('cataloguePageWire', () => {
  it('maps section groups, keeps their order and drops empty ones', () => {
    const decoded = cataloguePageWire(page);
    expect(decoded.total).toBe(51);
    expect(decoded.groups.map((group) => [group.section, group.products.map((p) => p.id)])).toEqual([
      [{ id: '41', name: 'Свечи зажигания' }, ['1010', '2000']],
    ]);
  });

  it('maps the filter data with the values that would leave goods marked active', () => {
    expect(filterDataWire(page.filter_data)).toEqual({
      price: { min: 99.5, max: 11999.9 },
      properties: [
        {
          code: 'MIN_QUANT',
          name: 'Кратность',
          options: [
            { id: '1', name: '1', active: true },
            { id: '4', name: '4', active: true },
          ],
        },
        {
          code: 'CAR_MODEL',
          name: 'Модель автомобиля',
          options: [
            { id: 'lada-vesta', name: 'Lada Vesta', active: false },
            { id: 'kia-rio', name: 'Kia Rio', active: true },
          ],
        },
      ],
      sections: [{ id: '41', name: 'Свечи зажигания', active: true }],
      brands: [
        { id: 'BOSCH', name: 'BOSCH', active: false },
        { id: 'NGK', name: 'NGK', active: true },
      ],
    });
  });

  it('reads empty PHP lists and a missing price block (no prices for visitors)', () => {
    expect(cataloguePageWire({ products_data: [], filter_data: [], total: 0 })).toEqual({
      groups: [],
      total: 0,
      filterData: { price: null, properties: [], sections: [], brands: [] },
    });
    expect(filterDataWire({ sections: [], brands: [] }).price).toBeNull();
  });

  it('refuses a page without a total', () => {
    expect(() => cataloguePageWire({ products_data: [] })).toThrow('.total: expected a number');
  });
});

describe('listPageParams', () => {
  it('flattens filter and sort as name[key] for a catalogue section', () => {
    const params = listPageParams(
      { kind: 'catalog', sectionId: '11' },
      {
        filter: {
          price: { min: 100, max: 500 },
          sections: [],
          brands: ['BOSCH', 'TRW'],
          properties: { CAR_MODEL: ['kia-rio'] },
        },
        sort: 'PRICE_DESC',
      },
      3,
    );
    expect(Object.fromEntries(toFormBody(params))).toEqual({
      page: 'catalog',
      start: '3',
      limit: '50',
      section_id: '11',
      'filter[PRICE][min]': '100',
      'filter[PRICE][max]': '500',
      'filter[brands][0]': 'BOSCH',
      'filter[brands][1]': 'TRW',
      'filter[params][CAR_MODEL][0]': 'kia-rio',
      'sort[field]': 'PRICE',
      'sort[order]': 'DESC',
    });
  });

  it('sends only start and limit for the marked lists, under the spec page keys', () => {
    const query = { filter: { ...EMPTY_FILTER, brands: ['BOSCH'] }, sort: 'NAME_ASC' as const };
    expect(listPageParams({ kind: 'trends' }, query, 1)).toEqual({ page: 'trands', start: 1, limit: 50 });
    expect(listPageParams({ kind: 'novelty' }, query, 2)).toEqual({ page: 'novelty', start: 2, limit: 50 });
    expect(listPageParams({ kind: 'hits' }, query, 1)).toEqual({ page: 'hits', start: 1, limit: 50 });
  });
});

describe('loadListPage', () => {
  it('asks backend.page.json and turns an invalid token into the login redirect', async () => {
    const fake = createFakeFetch(() => json(401, { error: 'invalid_token' }));
    const session = createSession(fake.fetch);
    signInWith(session);
    const redirects: string[] = [];
    session.onRedirect(({ path }) => redirects.push(path));
    await expect(
      loadListPage(
        session.api,
        { kind: 'catalog', sectionId: null },
        { filter: EMPTY_FILTER, sort: 'REL_ASC' },
        1,
      ),
    ).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(fake.calls[0]).toMatchObject({
      path: '/rest/backend.page.json',
      form: { page: 'catalog', start: '1' },
    });
    expect(redirects).toEqual(['/login/']);
  });

  it('turns an answer without page data into a malformed error', async () => {
    const session = createSession(createFakeFetch(() => json(200, { result: { page: null } })).fetch);
    await expect(
      loadListPage(session.api, { kind: 'hits' }, { filter: EMPTY_FILTER, sort: 'REL_ASC' }, 1),
    ).rejects.toMatchObject({ kind: 'malformed' });
  });
});
