/**
 * Pages of the content lists (doc 2 §2.1, §7, §9): promotions and news 15 a page; useful
 * information, brands and portal news 12. Pages are numbered from 1, and the page-data calls take
 * the page number as `start` with the page size as `limit`.
 */
export const CONTENT_PAGE_SIZE = {
  actions: 15,
  news: 15,
  info: 12,
  brands: 12,
  portalNews: 12,
} as const;

/** How many pages `total` items fill; 0 when there are none. */
export function pageCount(total: number, perPage: number): number {
  if (!(total > 0) || !(perPage > 0)) return 0;
  return Math.ceil(total / perPage);
}

/** The page (from 1) that holds the item at `offset` (from 0). */
export function pageOfOffset(offset: number, perPage: number): number {
  if (!(offset > 0) || !(perPage > 0)) return 1;
  return Math.floor(offset / perPage) + 1;
}

/** The offset (from 0) of a page's first item. */
export function pageOffset(page: number, perPage: number): number {
  return (Math.max(1, Math.floor(page)) - 1) * Math.max(0, perPage);
}

/** The page-data parameters of a page: `start` is the page number, `limit` the page size. */
export function pageParams(page: number, perPage: number): { start: string; limit: string } {
  return { start: String(Math.max(1, Math.floor(page))), limit: String(perPage) };
}

/** A page number from a URL (`?page=3`): a whole number from 1, else 1. */
export function readPage(text: string | null | undefined): number {
  if (!text || !/^\d+$/.test(text.trim())) return 1;
  return Math.max(1, Number.parseInt(text, 10));
}

/** A page number within 1…count (1 when there are no pages). */
export function clampPage(page: number, count: number): number {
  return Math.min(Math.max(1, Math.floor(page)), Math.max(1, count));
}

export type PageItem = number | 'gap';

/**
 * The pages a pagination shows: the first, the last, the current one with a neighbour on each side,
 * and a gap for each run left out (a gap stands for two pages or more: a single one is shown).
 * `[1, 'gap', 4, 5, 6, 'gap', 20]`; every page when there are at most seven.
 */
export function pageItems(current: number, count: number): PageItem[] {
  if (count <= 0) return [];
  const page = clampPage(current, count);
  const shown = new Set([1, count, page - 1, page, page + 1].filter((n) => n >= 1 && n <= count));
  // Near an end the window widens so the list keeps one length and nothing jumps as pages change.
  if (page <= 4) for (let n = 1; n <= Math.min(5, count); n += 1) shown.add(n);
  if (page >= count - 3) for (let n = Math.max(1, count - 4); n <= count; n += 1) shown.add(n);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((n, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
