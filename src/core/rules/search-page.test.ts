import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, SORT_CODES } from './catalogue-filter';
import { readSearchSort, writeSearchSort } from './search-page';

describe("the /search/ results' sort in the address (issue 44)", () => {
  it('reads the sort, relevance when missing or unknown', () => {
    expect(readSearchSort('?q=W712&sort=PRICE_ASC', '')).toBe('PRICE_ASC');
    expect(readSearchSort('?q=W712', '')).toBe('REL_ASC');
    expect(readSearchSort('?q=W712&sort=CHEAPEST', '')).toBe('REL_ASC');
    expect(readSearchSort('?q=W712&pl-sort=NAME_DESC&sort=PRICE_ASC', 'pl-')).toBe('NAME_DESC');
  });

  it("writes it among the page's other parameters; relevance leaves none", () => {
    expect(writeSearchSort('?q=W712&type=article', '', 'PRICE_DESC')).toBe(
      '?q=W712&type=article&sort=PRICE_DESC',
    );
    expect(writeSearchSort('?q=W712&sort=PRICE_DESC', '', 'REL_ASC')).toBe('?q=W712');
    expect(writeSearchSort('?sort=PRICE_DESC', '', 'REL_ASC')).toBe('');
    expect(writeSearchSort('?q=W712&sort=NAME_ASC', '', 'PRICE_ASC')).toBe('?q=W712&sort=PRICE_ASC');
  });

  it('reads back what it wrote, whatever else the address holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SORT_CODES),
        fc.dictionary(fc.constantFrom('q', 'type', 'brand', 'x'), fc.string({ maxLength: 8 })),
        fc.constantFrom('', 'pl-'),
        (sort, others, prefix) => {
          const search = `?${new URLSearchParams(others)}`;
          const written = writeSearchSort(search, prefix, sort);
          expect(readSearchSort(written, prefix)).toBe(sort);
          expect(written.includes('sort=')).toBe(sort !== DEFAULT_SORT);
          for (const [name, value] of Object.entries(others)) {
            expect(new URLSearchParams(written).get(name)).toBe(value);
          }
        },
      ),
    );
  });
});
