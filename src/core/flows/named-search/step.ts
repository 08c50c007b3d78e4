import type { SearchPageAnswer } from '../../api/search-page';
import type { FilterData } from '../../domain/catalogue';
import type { Product } from '../../domain/product';
import type { StepFilterData } from '../../domain/step-search';
import { searchMessages, searchPageMessages, stepSearchMessages } from '../../messages/search';
import { DEFAULT_SORT, type SortCode } from '../../rules/catalogue-filter';
import { partKey } from '../../rules/same-part';
import type { SearchRequest } from '../../rules/search-page';
import {
  NO_STEP_SEARCH_FILTERS,
  type StepSearchFilters,
  stepFilterPanelData,
} from '../../rules/step-search-filters';
import type { PagedEvent } from '../paged-event';
import { sortedProducts } from '../step-search/sections';
import { mergeOptions } from '../step-search/step';

/**
 * The state machine of the /search/ page (doc 1 §2 "Search results", §4): the first page loads,
 * later pages of 50 are appended while fewer than `total` are shown; new filters start over; a
 * non-relevance order is applied on the client. Answers carry the generation of the request they
 * were asked for, so nothing of an older search or filter is ever shown.
 */
type NamedSearchStatus = 'loading' | 'ready' | 'failed';
type NamedSearchMore = 'idle' | 'loading' | 'failed';

export interface NamedSearchState {
  request: SearchRequest;
  filters: StepSearchFilters;
  sort: SortCode;
  generation: number;
  /** Of the first page. */
  status: NamedSearchStatus;
  /** Of the next page. */
  more: NamedSearchMore;
  /** Pages loaded. */
  pages: number;
  total: number;
  /** In the server's (relevance) order. */
  products: Product[];
  analogues: Product[];
  /** The values the filter panel offers. */
  filterData: StepFilterData;
  softSearch: 'exact' | 'soft' | 'ultra-soft';
  remoteSuppliers: boolean;
  error: string | null;
}

export type NamedSearchEvent =
  | { type: 'filters'; filters: StepSearchFilters }
  | { type: 'sort'; sort: SortCode }
  | PagedEvent<SearchPageAnswer>;

const NO_FILTER_OPTIONS: StepFilterData = { brands: [], deliveryDates: [] };

/** `sort`: the order the page's address asks for (relevance by default). */
export function initialNamedSearch(request: SearchRequest, sort: SortCode = DEFAULT_SORT): NamedSearchState {
  return {
    request,
    filters: NO_STEP_SEARCH_FILTERS,
    sort,
    generation: 0,
    status: 'loading',
    more: 'idle',
    pages: 0,
    total: 0,
    products: [],
    analogues: [],
    filterData: NO_FILTER_OPTIONS,
    softSearch: 'exact',
    remoteSuppliers: false,
    error: null,
  };
}

/** The page the next request asks for. */
export function nextSearchPage(state: NamedSearchState): number {
  return state.pages + 1;
}

/** More pages exist and none is loading or failed. */
export function canLoadMoreResults(state: NamedSearchState): boolean {
  return state.status === 'ready' && state.more === 'idle' && state.products.length < state.total;
}

/** Appends without repeating a part already listed. */
function appendNew(listed: readonly Product[], added: readonly Product[]): Product[] {
  const known = new Set(listed.map((product) => product.id));
  return [...listed, ...added.filter((product) => !known.has(product.id))];
}

export function namedSearchStep(state: NamedSearchState, event: NamedSearchEvent): NamedSearchState {
  switch (event.type) {
    case 'filters':
      return {
        ...initialNamedSearch(state.request),
        filters: event.filters,
        sort: state.sort,
        generation: state.generation + 1,
        // The panel keeps offering every brand and date of the search while it reloads.
        filterData: state.filterData,
      };
    case 'sort':
      return { ...state, sort: event.sort };
    case 'more':
      return canLoadMoreResults(state) ? { ...state, more: 'loading' } : state;
    case 'retry':
      if (state.status === 'failed') return { ...state, status: 'loading', error: null };
      if (state.more === 'failed') return { ...state, more: 'loading', error: null };
      return state;
    case 'loaded': {
      if (event.generation !== state.generation || event.page !== nextSearchPage(state)) return state;
      const { answer } = event;
      const first = event.page === 1;
      return {
        ...state,
        status: 'ready',
        more: 'idle',
        pages: event.page,
        total: answer.total ?? answer.products.length,
        products: appendNew(first ? [] : state.products, answer.products),
        analogues: appendNew(first ? [] : state.analogues, answer.localAnalogues),
        filterData: first ? mergeOptions(NO_FILTER_OPTIONS, answer.filters) : state.filterData,
        softSearch: first ? answer.softSearch : state.softSearch,
        remoteSuppliers: first ? answer.remoteSuppliers : state.remoteSuppliers,
        error: null,
      };
    }
    case 'failed':
      if (event.generation !== state.generation || event.page !== nextSearchPage(state)) return state;
      return event.page === 1
        ? { ...state, status: 'failed', error: event.message }
        : { ...state, more: 'failed', error: event.message };
  }
}

/** A row of the brands table: a brand found and the title of its first part. */
interface FoundBrand {
  brand: string;
  title: string;
}

/** What the page shows (doc 1 §2 "Search results"). */
interface NamedSearchView {
  /** 'В наличии'. */
  inStock: Product[];
  /** 'Аналоги в наличии': analogues not found themselves. */
  analogues: Product[];
  /** 'Бренд' and title, each linking to the search for that brand; only while no brand is chosen. */
  brands: FoundBrand[];
  /** No exact match: similar parts are shown. */
  softSearch: boolean;
  /** Nothing at all to show. */
  nothingFound: boolean;
  /**
   * A link to the step search across the remote suppliers: whenever the server enables it and the
   * search is by article, whatever was found (doc 1 §2).
   */
  offerRemoteSuppliers: boolean;
  /** The filter panel's brands and dates, every chosen one among them; `null`: nothing to filter by. */
  filters: FilterData | null;
  /**
   * What the page's one polite region says (issue 43): the progress's words while the first page
   * comes, then the count or the empty-result text once; a page appended keeps it, so scrolling on
   * is not announced again. A failure says nothing here: its alert does.
   */
  announcement: string;
}

function foundBrands(products: readonly Product[]): FoundBrand[] {
  const brands = new Map<string, FoundBrand>();
  for (const product of products) {
    if (!brands.has(product.brand)) brands.set(product.brand, { brand: product.brand, title: product.name });
  }
  return [...brands.values()];
}

function filterPanel(state: NamedSearchState): FilterData | null {
  const { filterData, filters } = state;
  const anything =
    filterData.brands.length +
    filterData.deliveryDates.length +
    filters.brands.length +
    filters.deliveryDates.length;
  return anything > 0 ? stepFilterPanelData(filterData, filters) : null;
}

function announcement(state: NamedSearchState, nothingFound: boolean): string {
  if (state.status === 'loading') return stepSearchMessages.stages.instock;
  if (state.status !== 'ready') return '';
  if (nothingFound) return stepSearchMessages.nothingFound;
  return state.products.length === 0 ? searchPageMessages.noneInStock : searchMessages.found(state.total);
}

export function namedSearchView(state: NamedSearchState): NamedSearchView {
  const found = new Set(state.products.map((product) => partKey(product.brand, product.article)));
  const analogues = state.analogues.filter((product) => !found.has(partKey(product.brand, product.article)));
  const brands = state.request.brand === '' ? foundBrands(state.products) : [];
  const nothingFound = state.status === 'ready' && state.products.length === 0 && analogues.length === 0;
  return {
    inStock: sortedProducts(state.products, state.sort),
    analogues: sortedProducts(analogues, state.sort),
    // One brand leaves nothing to choose between.
    brands: brands.length > 1 ? brands : [],
    softSearch: state.status === 'ready' && state.softSearch !== 'exact',
    nothingFound,
    offerRemoteSuppliers:
      state.status === 'ready' && state.remoteSuppliers && state.request.type === 'article',
    filters: filterPanel(state),
    announcement: announcement(state, nothingFound),
  };
}
