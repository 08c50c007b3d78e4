import type { ReadableAtom } from 'nanostores';
import { loadSearchPage } from '../../api/search-page';
import type { SortCode } from '../../rules/catalogue-filter';
import type { SearchRequest } from '../../rules/search-page';
import type { StepSearchFilters } from '../../rules/step-search-filters';
import { pageKeepingHeader } from '../../session/page-header';
import type { Session } from '../../session/session';
import { createPagedList } from '../paged-list';
import {
  canLoadMoreResults,
  initialNamedSearch,
  type NamedSearchState,
  namedSearchStep,
  nextSearchPage,
} from './step';

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

/**
 * The /search/ page's state with its loading, for one request (a new URL query is a new store),
 * shown in `sort` order until another is chosen.
 */
export function createNamedSearch(session: Session, request: SearchRequest, sort?: SortCode): NamedSearch {
  const search = createPagedList({
    initial: initialNamedSearch(request, sort),
    step: namedSearchStep,
    nextPage: nextSearchPage,
    canLoadMore: canLoadMoreResults,
    load: ({ filters }: NamedSearchState, page, signal) =>
      pageKeepingHeader(session, loadSearchPage(session.api, { ...request, page, filters }, signal)),
    label: 'search',
  });
  search.fetchPage();
  return {
    $state: search.$state,
    setFilters(filters) {
      search.dispatch({ type: 'filters', filters });
      search.fetchPage();
    },
    setSort(sort) {
      search.dispatch({ type: 'sort', sort });
    },
    loadMore: search.loadMore,
    retry: search.retry,
    dispose: search.dispose,
  };
}
