import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTENT_PAGE_SIZE,
  clampPage,
  pageCount,
  pageItems,
  pageOffset,
  pageOfOffset,
  pageParams,
  readPage,
} from './pagination';

describe('content list pages', () => {
  it('has the spec page sizes: 15 for promotions and news, 12 for the rest', () => {
    expect(CONTENT_PAGE_SIZE).toEqual({ actions: 15, news: 15, info: 12, brands: 12, portalNews: 12 });
  });

  it.each([
    [0, 12, 0],
    [1, 12, 1],
    [12, 12, 1],
    [13, 12, 2],
    [45, 15, 3],
    [46, 15, 4],
  ])('fills %i items of %i a page into %i pages', (total, perPage, pages) => {
    expect(pageCount(total, perPage)).toBe(pages);
  });

  it('finds the page of an offset', () => {
    expect(pageOfOffset(0, 15)).toBe(1);
    expect(pageOfOffset(14, 15)).toBe(1);
    expect(pageOfOffset(15, 15)).toBe(2);
    expect(pageOfOffset(-3, 15)).toBe(1);
  });

  it("asks for a page by its number as 'start', with the page size as 'limit'", () => {
    expect(pageParams(3, 12)).toEqual({ start: '3', limit: '12' });
    expect(pageParams(0, 15)).toEqual({ start: '1', limit: '15' });
    expect(pageOffset(3, 12)).toBe(24);
  });

  it('reads a page number from the URL, 1 for anything else', () => {
    expect(readPage('4')).toBe(4);
    expect(readPage(null)).toBe(1);
    expect(readPage('0')).toBe(1);
    expect(readPage('-2')).toBe(1);
    expect(readPage('2.5')).toBe(1);
    expect(readPage('два')).toBe(1);
  });

  it('keeps a page within the pages there are', () => {
    expect(clampPage(9, 4)).toBe(4);
    expect(clampPage(0, 4)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('agrees with itself: every item lies on the page of its offset, within the page count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), fc.constantFrom(12, 15), (total, perPage) => {
        const pages = pageCount(total, perPage);
        const last = total - 1;
        expect(pageOfOffset(last, perPage)).toBe(pages);
        for (const offset of [0, Math.floor(last / 2), last]) {
          const page = pageOfOffset(offset, perPage);
          expect(pageOffset(page, perPage)).toBeLessThanOrEqual(offset);
          expect(offset).toBeLessThan(pageOffset(page, perPage) + perPage);
        }
      }),
    );
  });
});

describe('pageItems', () => {
  it('shows every page when there are seven or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 0)).toEqual([]);
  });

  it('shows the ends and the neighbours of the current page, with gaps between', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
  });

  it('always has the current page, the first and the last, in order, with no gap of one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), fc.integer({ min: -5, max: 210 }), (count, current) => {
        const items = pageItems(current, count);
        const pages = items.filter((item): item is number => item !== 'gap');
        expect(pages).toContain(clampPage(current, count));
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(count);
        expect(items.length).toBeLessThanOrEqual(7);
        items.forEach((item, index) => {
          if (item !== 'gap') return;
          const before = items[index - 1] as number;
          const after = items[index + 1] as number;
          expect(after - before).toBeGreaterThan(2);
        });
        for (let index = 1; index < pages.length; index += 1) {
          expect(pages[index]).toBeGreaterThan(pages[index - 1] as number);
        }
      }),
    );
  });
});
