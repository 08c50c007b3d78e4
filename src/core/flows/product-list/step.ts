import { EMPTY_FILTER_DATA } from '../../api/catalogue';
import type { FilterData, ProductListPage, SectionRef } from '../../domain/catalogue';
import type { Product } from '../../domain/product';
import { catalogueMessages } from '../../messages/catalogue';
import { productMessages } from '../../messages/product';
import { searchMessages } from '../../messages/search';
import type { ListQuery } from '../../rules/catalogue-filter';
import { DEFAULT_SORT, EMPTY_FILTER } from '../../rules/catalogue-filter';
import { LIST_PAGE_SIZE } from '../../rules/list-source';
import type { PagedEvent } from '../paged-event';

/**
 * The state machine of a paged product list (doc 1 §4 "Menus, filters and lists"): the first page
 * loads, later pages are appended while the current page is below the total pages, a new filter or
 * sort starts over. Answers carry the generation of the query they were asked for, so nothing of an
 * older query is ever shown in a newer one.
 */

/** A section group as shown: `continued` when it goes on from the previous page (no new heading). */
export interface ShownGroup {
  key: string;
  section: SectionRef;
  products: Product[];
  continued: boolean;
}

export interface ShownPage {
  number: number;
  groups: ShownGroup[];
}

type ListStatus = 'idle' | 'loading' | 'ready' | 'failed';
type MoreStatus = 'idle' | 'loading' | 'failed';

export interface ProductListState {
  query: ListQuery;
  /** Bumped by every new query; answers of another generation are dropped. */
  generation: number;
  /** Of the first page. */
  status: ListStatus;
  /** Of the next page. */
  more: MoreStatus;
  pages: ShownPage[];
  total: number;
  filterData: FilterData;
  /** The message of the last failure. */
  error: string | null;
}

export type ProductListEvent = { type: 'query'; query: ListQuery } | PagedEvent<ProductListPage>;

export const DEFAULT_LIST_QUERY: ListQuery = { filter: EMPTY_FILTER, sort: DEFAULT_SORT };

export function initialListState(query: ListQuery = DEFAULT_LIST_QUERY): ProductListState {
  return {
    query,
    generation: 0,
    status: 'idle',
    more: 'idle',
    pages: [],
    total: 0,
    filterData: EMPTY_FILTER_DATA,
    error: null,
  };
}

export function totalPages(state: Pick<ProductListState, 'total'>): number {
  return Math.ceil(state.total / LIST_PAGE_SIZE);
}

/** The page the list asks for next (pages are numbered from 1). */
export function nextPageNumber(state: Pick<ProductListState, 'pages'>): number {
  return state.pages.length + 1;
}

export function hasMorePages(state: ProductListState): boolean {
  return state.status === 'ready' && state.pages.length < totalPages(state);
}

/** The end sentinel may ask for the next page now. */
export function canLoadMore(state: ProductListState): boolean {
  return hasMorePages(state) && state.more === 'idle';
}

export function shownProductCount(state: Pick<ProductListState, 'pages'>): number {
  return state.pages.reduce((sum, page) => sum + pageRowCount(page), 0);
}

/**
 * The first page is drawn whole: it is what the client opens the list on and waits for, and what
 * the browser's find and a screen reader meet first. A later page, appended while the client
 * scrolls, draws its rows as they come within reach of the window (./reach).
 */
export function isDrawnWhole(page: Pick<ShownPage, 'number'>): boolean {
  return page.number === 1;
}

export function pageRowCount(page: Pick<ShownPage, 'groups'>): number {
  return page.groups.reduce((sum, group) => sum + group.products.length, 0);
}

/** 'Товаров удовлетворяющих заданным критериям не найдено.' shows. */
export function isEmptyList(state: ProductListState): boolean {
  return state.status === 'ready' && shownProductCount(state) === 0;
}

/**
 * What the list's one polite region says (issue 43): 'Загружаем товары…' while the first page comes,
 * then the count once ('Найдено: N', or the empty-result text). A page appended keeps the text, so
 * scrolling on is not announced again; a new filter or sort loads anew and so says its own count. A
 * failure says nothing here: its alert does.
 */
export function listAnnouncement(state: Pick<ProductListState, 'status' | 'total'>): string {
  if (state.status === 'loading') return catalogueMessages.loading;
  if (state.status !== 'ready') return '';
  return state.total === 0 ? productMessages.nothingFound : searchMessages.found(state.total);
}

/** The groups of a new page, marking the first as continued when it carries on the last shown section. */
export function appendPage(pages: readonly ShownPage[], number: number, data: ProductListPage): ShownPage[] {
  const lastSection = pages.at(-1)?.groups.at(-1)?.section.id;
  const groups = data.groups.map(
    (group, index): ShownGroup => ({
      key: `${number}:${index}:${group.section.id}`,
      section: group.section,
      products: group.products,
      continued: index === 0 && group.section.id === lastSection,
    }),
  );
  return [...pages, { number, groups }];
}

function isAwaited(state: ProductListState, generation: number, page: number): boolean {
  if (generation !== state.generation || page !== nextPageNumber(state)) return false;
  return page === 1 ? state.status === 'loading' : state.more === 'loading';
}

export function productListStep(state: ProductListState, event: ProductListEvent): ProductListState {
  switch (event.type) {
    case 'query':
      return { ...initialListState(event.query), generation: state.generation + 1, status: 'loading' };
    case 'more':
      return canLoadMore(state) ? { ...state, more: 'loading', error: null } : state;
    case 'retry':
      if (state.status === 'failed') return { ...state, status: 'loading', error: null };
      if (state.more === 'failed') return { ...state, more: 'loading', error: null };
      return state;
    case 'loaded': {
      if (!isAwaited(state, event.generation, event.page)) return state;
      const pages = appendPage(state.pages, event.page, event.answer);
      if (event.page === 1) {
        return {
          ...state,
          status: 'ready',
          pages,
          total: event.answer.total,
          filterData: event.answer.filterData,
        };
      }
      return { ...state, more: 'idle', pages, total: event.answer.total };
    }
    case 'failed':
      if (!isAwaited(state, event.generation, event.page)) return state;
      return event.page === 1
        ? { ...state, status: 'failed', error: event.message }
        : { ...state, more: 'failed', error: event.message };
  }
}
