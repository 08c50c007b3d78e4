import { atom, type ReadableAtom } from 'nanostores';
import type { ListQuery, ProductListPage } from '../../api/catalogue';
import { type ListPlace, offeredFilter, sameFilter } from '../../rules/list-place';
import { createPagedList } from '../paged-list';
import {
  canLoadMore,
  initialListState,
  nextPageNumber,
  type ProductListState,
  productListStep,
} from './step';

/** Loads one page (numbered from 1) of a list for a query. */
export type ListPageLoader = (
  query: ListQuery,
  page: number,
  signal: AbortSignal,
) => Promise<ProductListPage>;

export interface ProductListStore {
  $state: ReadableAtom<ProductListState>;
  /** True from `restore` until its pages are shown (or one failed, or there are no more). */
  $restoring: ReadableAtom<boolean>;
  /** Starts the list over with this filter and sort; the page being loaded is abandoned. */
  setQuery(query: ListQuery): void;
  /**
   * Starts the list over at a place read from the address: its filter less what the first page
   * does not offer (asked again without it), then its pages one after another.
   */
  restore(place: ListPlace): void;
  /** Appends the next page when the current one is below the total pages; otherwise does nothing. */
  loadMore(): void;
  /** Loads again the page that failed. */
  retry(): void;
  /** Abandons whatever is loading. */
  dispose(): void;
}

/**
 * A catalogue list's state with its loading: the `productListStep` state machine with its page
 * requests. Widgets read `$state` and call the actions; nothing here knows how the list is drawn.
 */
export function createProductListStore(load: ListPageLoader): ProductListStore {
  const list = createPagedList({
    initial: initialListState(),
    step: productListStep,
    nextPage: nextPageNumber,
    canLoadMore,
    load: (state: ProductListState, page, signal) => load(state.query, page, signal),
    label: 'product list page',
  });
  const $restoring = atom(false);
  let wanted = 1;
  let checkOffered = false;
  const start = (query: ListQuery) => {
    list.dispatch({ type: 'query', query });
    list.fetchPage();
  };
  list.$state.listen((state) => {
    if (!$restoring.get()) return;
    if (state.status === 'failed' || state.more === 'failed') return $restoring.set(false);
    if (state.status !== 'ready' || state.more !== 'idle') return;
    const filter = offeredFilter(state.query.filter, state.filterData);
    if (checkOffered && !sameFilter(filter, state.query.filter)) {
      checkOffered = false;
      return start({ ...state.query, filter });
    }
    checkOffered = false;
    if (state.pages.length < wanted && canLoadMore(state)) return list.loadMore();
    $restoring.set(false);
  });
  return {
    $state: list.$state,
    $restoring,
    setQuery(query) {
      $restoring.set(false);
      start(query);
    },
    restore(place) {
      wanted = place.pages;
      checkOffered = true;
      $restoring.set(true);
      start(place.query);
    },
    loadMore: list.loadMore,
    retry: list.retry,
    dispose: list.dispose,
  };
}
