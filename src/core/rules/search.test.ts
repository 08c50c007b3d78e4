import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quickSearchQuery } from './search';
import { readSearchRequest, searchPagePath } from './search-page';

describe('quick search query', () => {
  it('asks from 3 characters on and not below', () => {
    expect(quickSearchQuery('')).toBeNull();
    expect(quickSearchQuery('W7')).toBeNull();
    expect(quickSearchQuery('  W7  ')).toBeNull();
    expect(quickSearchQuery('W 7')).toBe('W 7');
    expect(quickSearchQuery('  колодки   передние ')).toBe('колодки передние');
  });

  it('never asks for fewer than 3 characters, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const query = quickSearchQuery(text);
        if (query !== null) expect([...query].length).toBeGreaterThanOrEqual(3);
        else expect([...text.trim().replace(/\s+/g, ' ')].length).toBeLessThan(3);
      }),
    );
  });
});

describe('search links', () => {
  it('opens the named search with the query and the type', () => {
    expect(searchPagePath({ query: ' W 712/75 ', type: 'article' })).toBe(
      '/search/?q=W+712%2F75&type=article',
    );
    expect(searchPagePath({ query: 'колодки', type: 'description', brand: 'TRW' })).toBe(
      `/search/?q=${encodeURIComponent('колодки')}&type=description&brand=TRW`,
    );
  });

  it('reads q or text, brand and type, defaulting an unknown type to article', () => {
    expect(readSearchRequest(new URLSearchParams('q=W+712&type=kod&brand=MANN-FILTER'))).toEqual({
      query: 'W 712',
      type: 'kod',
      brand: 'MANN-FILTER',
    });
    expect(readSearchRequest(new URLSearchParams('text=колодки&type=everything'))).toEqual({
      query: 'колодки',
      type: 'article',
      brand: '',
    });
  });

  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1 }).filter((text) => text.trim() !== ''),
        fc.constantFrom('article', 'description', 'advanced', 'kod' as const),
        fc.constantFrom('', 'BOSCH', 'MANN-FILTER', 'LEMFÖRDER'),
        (query, type, brand) => {
          const path = searchPagePath({ query, type, brand });
          const params = new URL(path, 'https://portal.test').searchParams;
          expect(readSearchRequest(params)).toEqual({
            query: query.trim().replace(/\s+/g, ' '),
            type,
            brand,
          });
        },
      ),
    );
  });
});
