import { atom, type ReadableAtom } from 'nanostores';
import { errorMessageFor } from '../api/errors';
import { loadSearchPage } from '../api/search-page';
import type { SortCode } from '../rules/catalogue-filter';
import {
  canLoadMoreResults,
  initialNamedSearch,
  type NamedSearchEvent,
  type NamedSearchState,
  namedSearchReducer,
  nextSearchPage,
} from '../rules/named-search';
import type { SearchRequest } from '../rules/search';
import type { StepSearchFilters } from '../rules/step-search';
import type { Session } from './session';

export interface NamedSearch {
  $state: ReadableAtom<NamedSearchState>;
  /** Starts over with these brand and delivery-date filters. */
  setFilters(filters: StepSearchFilters): void;
  /** Orders the shown parts; relevance is the server's order, the others are done here. */
  setSort(sort: SortCode): void;
  /** Appends the next page of 50 when more parts were found than are shown. */
  loadMore(): void;
  /** Asks again for the page that failed. */
  retry(): void;
  /** Abandons whatever is loading. */
  dispose(): void;
}

/** The /search/ page's state with its loading, for one request (a new URL query is a new store). */
export function createNamedSearch(session: Session, request: SearchRequest): NamedSearch {
  const $state = atom(initialNamedSearch(request));
  let inFlight: AbortController | null = null;
  const dispatch = (event: NamedSearchEvent) => $state.set(namedSearchReducer($state.get(), event));

  function fetchPage(): void {
    const state = $state.get();
    const { generation, filters } = state;
    const page = nextSearchPage(state);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    loadSearchPage(session, { ...request, page, filters }, controller.signal).then(
      (answer) => dispatch({ type: 'loaded', generation, page, answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[portal] search failed', error);
        dispatch({ type: 'failed', generation, page, message: errorMessageFor(error) });
      },
    );
  }

  fetchPage();
  return {
    $state,
    setFilters(filters) {
      dispatch({ type: 'filters', filters });
      fetchPage();
    },
    setSort(sort) {
      dispatch({ type: 'sort', sort });
    },
    loadMore() {
      if (!canLoadMoreResults($state.get())) return;
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
