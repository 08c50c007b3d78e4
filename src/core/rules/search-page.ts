import { DEFAULT_SEARCH_TYPE, type SearchType } from '../session/types';
import { DEFAULT_SORT, isSortCode, type SortCode } from './catalogue-filter';
import { portalPath, searchPage } from './portal-paths';
import { isSearchType, tidyQuery } from './search';

// The named search page's address and query, apart from ./search.ts: a product list's rows link to
// step searches only, and its search results (which read and make these) are fetched when shown.

/** What the /search/ page is asked for (doc 1 §2 "Search results"). */
export interface SearchRequest {
  query: string;
  type: SearchType;
  /** A brand to narrow the search to; '' for every brand. */
  brand: string;
}

/** The named search page: /search/?q=...&type=... (and &brand=... when one is chosen). */
export function searchPagePath({
  query,
  type,
  brand = '',
}: Omit<SearchRequest, 'brand'> & { brand?: string }): string {
  return portalPath(searchPage, {}, { q: tidyQuery(query), type, brand: brand || undefined });
}

/**
 * Reads the /search/ page's query: `text` or `q`, `brand`, `type`. A missing or unknown type is
 * the default (article).
 */
export function readSearchRequest(params: URLSearchParams): SearchRequest {
  const type = params.get('type');
  return {
    query: tidyQuery(params.get('q') ?? params.get('text') ?? ''),
    type: isSearchType(type) ? type : DEFAULT_SEARCH_TYPE,
    brand: (params.get('brand') ?? '').trim(),
  };
}

/**
 * The sort of the /search/ page's results, kept in its address under `{prefix}sort` (as a list's
 * place is, ./list-place.ts) so that a reload and Back keep it; a missing or unknown one is relevance.
 */
export function readSearchSort(search: string, prefix: string): SortCode {
  const sort = new URLSearchParams(search).get(`${prefix}sort`);
  return isSortCode(sort) ? sort : DEFAULT_SORT;
}

/** `search` ('' or '?…') with the results' sort written in; relevance leaves no parameter. */
export function writeSearchSort(search: string, prefix: string, sort: SortCode): string {
  const params = new URLSearchParams(search);
  params.delete(`${prefix}sort`);
  if (sort !== DEFAULT_SORT) params.set(`${prefix}sort`, sort);
  const written = params.toString();
  return written ? `?${written}` : '';
}
