import type { FormObject } from '../domain/form';
import type { StepAnswer } from '../domain/step-search';
import type { SearchRequest } from '../rules/search-page';
import type { StepSearchFilters } from '../rules/step-search-filters';
import type { ApiClient } from './client';
import { type Decoder, isRecord } from './decode';
import { loadPageData, type PageData } from './page-data';
import { flag } from './product';
import { stepAnswerWire } from './step-search';

/** Parts per page of the named search (doc 1 §9). */
export const SEARCH_PAGE_SIZE = 50;

/** One page of the named search, with its brand and delivery-date filters. */
interface SearchPageRequest extends SearchRequest {
  /** From 1. */
  page: number;
  filters: StepSearchFilters;
}

/**
 * The named search's answer: the search page data of doc 1 §3, which the step search reads too,
 * and whether the remote suppliers may be searched.
 */
export interface SearchPageAnswer extends StepAnswer {
  remoteSuppliers: boolean;
}

export const searchPageWire: Decoder<SearchPageAnswer> = (input, path = '') => ({
  ...stepAnswerWire(input, path),
  remoteSuppliers: flag(
    isRecord(input) ? input.show_remote_suppliers : undefined,
    `${path}.show_remote_suppliers`,
  ),
});

/** The page-data parameters of doc 1 §7 (page 'search'). */
function searchPageParams(request: SearchPageRequest): FormObject {
  return {
    search_query: request.query,
    search_type: request.type,
    search_brand: request.brand,
    start: request.page,
    limit: SEARCH_PAGE_SIZE,
    filter: { brands: request.filters.brands, delivery_time: request.filters.deliveryDates },
  };
}

/** Asks for one page of the named search. */
export function loadSearchPage(
  api: ApiClient,
  request: SearchPageRequest,
  signal?: AbortSignal,
): Promise<PageData<SearchPageAnswer>> {
  return loadPageData(api, 'search', { params: searchPageParams(request), page: searchPageWire, signal });
}
