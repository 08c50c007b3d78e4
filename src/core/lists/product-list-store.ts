import { atom, type ReadableAtom } from 'nanostores';
import type { ListQuery, ProductListPage } from '../api/catalogue';
import { errorMessageFor } from '../api/errors';
import {
  canLoadMore,
  initialListState,
  listReducer,
  nextPageNumber,
  type ProductListEvent,
  type ProductListState,
} from '../rules/product-list';

/** Loads one page (numbered from 1) of a list for a query; the catalogue's or, later, the search's. */
export type ListPageLoader = (
  query: ListQuery,
  page: number,
  signal: AbortSignal,
) => Promise<ProductListPage>;

export interface ProductListStore {
  $state: ReadableAtom<ProductListState>;
  /** Starts the list over with this filter and sort; the page being loaded is abandoned. */
  setQuery(query: ListQuery): void;
  /** Appends the next page when the current one is below the total pages; otherwise does nothing. */
  loadMore(): void;
  /** Loads again the page that failed. */
  retry(): void;
  /** Abandons whatever is loading. */
  dispose(): void;
}

/**
 * A product list's state with its loading: a framework-free store around the `listReducer` state
 * machine. Widgets read `$state` and call the actions; nothing here knows how the list is drawn.
 */
export function createProductListStore(load: ListPageLoader): ProductListStore {
  const $state = atom<ProductListState>(initialListState());
  let inFlight: AbortController | null = null;

  const dispatch = (event: ProductListEvent) => $state.set(listReducer($state.get(), event));

  function fetchPage(): void {
    const state = $state.get();
    const { generation, query } = state;
    const page = nextPageNumber(state);
    const controller = new AbortController();
    inFlight = controller;
    load(query, page, controller.signal).then(
      (data) => dispatch({ type: 'loaded', generation, page, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[portal] product list page failed', error);
        dispatch({ type: 'failed', generation, page, message: errorMessageFor(error) });
      },
    );
  }

  return {
    $state,
    setQuery(query) {
      inFlight?.abort();
      dispatch({ type: 'query', query });
      fetchPage();
    },
    loadMore() {
      if (!canLoadMore($state.get())) return;
      dispatch({ type: 'more' });
      fetchPage();
    },
    retry() {
      const before = $state.get();
      dispatch({ type: 'retry' });
      if ($state.get() !== before) fetchPage();
    },
    dispose() {
      inFlight?.abort();
      inFlight = null;
    },
  };
}
