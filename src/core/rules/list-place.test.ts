import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER_DATA } from '../api/catalogue';
import type { FilterData } from '../domain/catalogue';
import { EMPTY_FILTER, SORT_CODES } from './catalogue-filter';
import { type ListPlace, MAX_PLACE_PAGES, offeredFilter, readListPlace, writeListPlace } from './list-place';

const START: ListPlace = { query: { filter: EMPTY_FILTER, sort: 'REL_ASC' }, pages: 1, row: 0 };

const id = fc.string({ minLength: 1, maxLength: 20 });
const ids = fc.uniqueArray(id, { maxLength: 5 });
const code = fc.stringMatching(/^[A-Za-z0-9_]{1,12}$/).filter((name) => name !== '__proto__');

const place: fc.Arbitrary<ListPlace> = fc
  .record({
    price: fc.option(
      fc.tuple(fc.nat(1e6), fc.nat(1e6)).map(([a, b]) => ({ min: Math.min(a, b), max: Math.max(a, b) })),
    ),
    sections: ids,
    brands: ids,
    properties: fc.dictionary(code, fc.uniqueArray(id, { minLength: 1, maxLength: 4 }), { maxKeys: 3 }),
    sort: fc.constantFrom(...SORT_CODES),
    pages: fc.integer({ min: 1, max: MAX_PLACE_PAGES }),
    row: fc.nat(),
  })
  .map(({ sort, pages, row, ...filter }) => ({
    query: { filter, sort },
    pages,
    row: row % (pages * 50),
  }));

/** Parameters of the embedding page: any name but the list's. */
const foreign = fc.array(
  fc.tuple(
    fc.string({ maxLength: 10 }).filter((name) => !name.startsWith('pl-')),
    fc.string({ maxLength: 10 }),
  ),
  { maxLength: 5 },
);

const searchOf = (pairs: [string, string][]) => new URLSearchParams(pairs).toString();

describe('readListPlace and writeListPlace', () => {
  it('read back the place written, whatever else the address holds', () => {
    fc.assert(
      fc.property(place, foreign, fc.constantFrom('', 'pl-'), (written, others, prefix) => {
        const search = writeListPlace(prefix === '' ? '' : searchOf(others), prefix, written);
        expect(readListPlace(search, prefix)).toEqual(written);
      }),
    );
  });

  it("leave the page's own parameters as they were, in their order", () => {
    fc.assert(
      fc.property(place, foreign, (written, others) => {
        const search = writeListPlace(searchOf(others), 'pl-', written);
        const kept = [...new URLSearchParams(search)].filter(([name]) => !name.startsWith('pl-'));
        expect(kept).toEqual([...new URLSearchParams(searchOf(others))]);
      }),
    );
  });

  it('write nothing for the start of a list, and drop what an older place wrote', () => {
    expect(writeListPlace('?utm=mail', 'pl-', START)).toBe('?utm=mail');
    expect(writeListPlace('', '', START)).toBe('');
    expect(writeListPlace('?sort=NAME_ASC&brand=NGK&prop.COLOR=red&pages=3&row=7&q=1', '', START)).toBe(
      '?q=1',
    );
  });

  it('write a readable address', () => {
    const written = writeListPlace('?id=5', 'pl-', {
      query: {
        filter: {
          price: { min: 100, max: 900 },
          sections: ['12'],
          brands: ['BOSCH', 'NGK'],
          properties: { COLOR: ['red'] },
        },
        sort: 'PRICE_ASC',
      },
      pages: 3,
      row: 120,
    });
    expect(written).toBe(
      '?id=5&pl-sort=PRICE_ASC&pl-price=100-900&pl-section=12&pl-brand=BOSCH&pl-brand=NGK&pl-prop.COLOR=red&pl-pages=3&pl-row=120',
    );
  });

  it('read only parameters of its prefix', () => {
    expect(readListPlace('?sort=NAME_ASC&brand=NGK&pages=2', 'pl-')).toEqual(START);
    expect(readListPlace('?sort=NAME_ASC&brand=NGK&pages=2', '').query.sort).toBe('NAME_ASC');
  });

  it('ignore values not of their form, keeping the rest', () => {
    expect(
      readListPlace(
        '?sort=CHEAP&price=900-100&brand=&brand=NGK&brand=NGK&prop.bad%20code=x&prop.COLOR=&pages=0&row=-4',
        '',
      ),
    ).toEqual({ ...START, query: { ...START.query, filter: { ...EMPTY_FILTER, brands: ['NGK'] } } });
    expect(readListPlace('?price=abc&pages=1000000&row=5', '')).toEqual({ ...START, row: 5 });
    expect(readListPlace(`?pages=${MAX_PLACE_PAGES + 1}`, '').pages).toBe(1);
    expect(readListPlace('?prop.__proto__=x', '').query.filter.properties).toEqual({});
    // A row beyond the pages asked for is the start.
    expect(readListPlace('?pages=2&row=100', '').row).toBe(0);
    expect(readListPlace('?pages=2&row=99', '').row).toBe(99);
  });

  it('read any address without failing, as a place it can write', () => {
    fc.assert(
      fc.property(fc.string(), fc.array(fc.tuple(fc.string(), fc.string())), (text, pairs) => {
        for (const search of [text, searchOf(pairs)]) {
          const read = readListPlace(search, '');
          expect(read.pages).toBeGreaterThanOrEqual(1);
          expect(read.pages).toBeLessThanOrEqual(MAX_PLACE_PAGES);
          expect(read.row).toBeLessThan(read.pages * 50);
          expect(readListPlace(writeListPlace('', '', read), '')).toEqual(read);
        }
      }),
    );
  });
});

describe('offeredFilter', () => {
  const data: FilterData = {
    ...EMPTY_FILTER_DATA,
    brands: [
      { id: 'BOSCH', name: 'BOSCH', active: true },
      { id: 'NGK', name: 'NGK', active: false },
    ],
    sections: [{ id: '12', name: 'Свечи', active: true }],
    properties: [{ code: 'COLOR', name: 'Цвет', options: [{ id: 'red', name: 'красный', active: true }] }],
  };

  it('drops the values the list does not offer, and keeps the offered ones', () => {
    const chosen = {
      price: { min: 1, max: 2 },
      sections: ['12', '99'],
      brands: ['XYZ', 'NGK'],
      properties: { COLOR: ['red', 'blue'], SIZE: ['1'] },
    };
    expect(offeredFilter(chosen, data)).toEqual({
      price: { min: 1, max: 2 },
      sections: ['12'],
      brands: ['NGK'],
      properties: { COLOR: ['red'] },
    });
  });

  it('gives nothing when the list offers every value chosen', () => {
    fc.assert(
      fc.property(
        fc.subarray(['BOSCH', 'NGK']),
        fc.subarray(['12']),
        fc.boolean(),
        (brands, sections, color) => {
          const properties: Record<string, string[]> = color ? { COLOR: ['red'] } : {};
          expect(offeredFilter({ price: null, sections, brands, properties }, data)).toBeNull();
        },
      ),
    );
  });
});
