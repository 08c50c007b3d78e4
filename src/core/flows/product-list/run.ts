import type { ReadableAtom } from 'nanostores';
import type { ProductListPage } from '../../domain/catalogue';
import type { ListQuery } from '../../rules/catalogue-filter';
import { createPagedList } from '../paged-list';
import {
  canLoadMore,
  initialListState,
  nextPageNumber,
  type ProductListState,
  productListStep,
} from './step';

/** Loads one page (numbered from 1) of a list for a query. */
type ListPageLoader = (query: ListQuery, page: number, signal: AbortSignal) => Promise<ProductListPage>;

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
  return {
    $state: list.$state,
    setQuery(query) {
      list.dispatch({ type: 'query', query });
      list.fetchPage();
    },
    loadMore: list.loadMore,
    retry: list.retry,
    dispose: list.dispose,
  };
}
