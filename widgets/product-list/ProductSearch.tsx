import { catalogueMessages, type SortCode } from '@portal/core/catalogue';
import {
  articleSearchPath,
  createNamedSearch,
  type NamedSearch,
  namedSearchView,
  readSearchRequest,
  readSearchSort,
  type SearchRequest,
  searchPageMessages,
  searchPagePath,
  stepFiltersAsList,
  stepFiltersFromList,
  stepSearchMessages,
  writeSearchSort,
} from '@portal/core/search';
import { errorMessageFor } from '@portal/core/session';
import {
  BrandTable,
  BusyBar,
  FilterLayout,
  FilterPanel,
  FilterPanelRoom,
  LiveStatus,
  MarkupControl,
  outlinedAction,
  PortalLink,
  SortSelect,
  Toast,
  useListBasket,
  useSession,
  useStore,
  VehicleOffer,
} from '@portal/ui';
import { useEffect, useState } from 'react';
import * as listCss from './ProductList.css';
import { ProductListStatus, ProductListStatusOnly } from './ProductListStatus';
import * as css from './ProductSearch.css';
import { ProductSearchEmpty } from './ProductSearchEmpty';
import { ProductSearchSection } from './ProductSearchSection';
import { useEndSentinel } from './useEndSentinel';

interface ProductSearchProps {
  request: SearchRequest;
  /**
   * Keeps the sort in the page's address under `{urlParams}sort`, so that a reload and Back keep it
   * (the list's `url-params`). Defaults to none: the address is left alone.
   */
  urlParams?: string;
  onAdded?: (addition: { productId: string; quantity: number }) => void;
}

function Progress() {
  return (
    // Not a region: the search's LiveStatus says these words.
    <div className={css.progress} part="progress">
      <div className={css.progressTrack} aria-hidden="true" />
      <span className={css.progressText}>{stepSearchMessages.stages.instock}</span>
    </div>
  );
}

/**
 * The named search (/search/, doc 1 §2 "Search results"): the soft-search notice, the brands table,
 * 'В наличии' and 'Аналоги в наличии', the filter panel (brands, delivery date), client-side sorting,
 * the markup control and pages of 50 appended as the end comes into view.
 */
export function ProductSearch({ request, urlParams, onAdded }: ProductSearchProps) {
  const session = useSession();
  const {
    adder,
    onAdd,
    showPrices,
    openDetails: onOpenDetails,
    openAnonymous: onAnonymous,
    dialogs,
  } = useListBasket(onAdded);
  // One search per mount: the parent remounts this body for another query.
  const [search] = useState<NamedSearch>(() =>
    createNamedSearch(
      session,
      request,
      urlParams === undefined ? undefined : readSearchSort(location.search, urlParams),
    ),
  );
  const applySort = (sort: SortCode) => {
    search.setSort(sort);
    if (urlParams === undefined) return;
    // In place (no new entry): Back leaves the page as the client last sorted it.
    const written = writeSearchSort(location.search, urlParams, sort);
    history.replaceState(history.state, '', `${location.pathname}${written}${location.hash}`);
  };
  const state = useStore(search.$state);
  useEffect(() => () => search.dispose(), [search]);
  const sentinel = useEndSentinel(() => search.loadMore());

  const view = namedSearchView(state);
  const row = { showPrices, onAdd, onOpenDetails, onAnonymous };

  const results = (
    <div aria-busy={state.status === 'loading' || state.more === 'loading'}>
      <VehicleOffer query={request.query} />
      {state.status === 'loading' && <Progress />}
      {view.offerRemoteSuppliers && (
        <PortalLink
          path={articleSearchPath({ article: request.query, brand: request.brand })}
          className={`${outlinedAction} ${css.remoteSuppliers}`}
          part="remote-suppliers"
        >
          {searchPageMessages.remoteSuppliers}
        </PortalLink>
      )}
      {state.status === 'failed' && (
        <ProductListStatus text={state.error ?? errorMessageFor(null)} onRetry={() => search.retry()} />
      )}
      {view.softSearch && (
        <p className={css.notice} role="note" part="soft-search">
          {stepSearchMessages.softSearch}
        </p>
      )}
      <BrandTable
        caption={searchPageMessages.brandsCaption}
        brands={view.brands.map(({ brand, title }) => ({
          brand,
          title,
          path: searchPagePath({ ...request, brand }),
        }))}
        part="brands"
      />
      {state.status === 'ready' && view.inStock.length === 0 && (
        <ProductSearchEmpty request={request} nothing={view.nothingFound} />
      )}
      <ProductSearchSection title={stepSearchMessages.sections.inStock} products={view.inStock} {...row} />
      <ProductSearchSection
        title={stepSearchMessages.sections.analoguesInStock}
        products={view.analogues}
        {...row}
      />
      {state.more === 'loading' && <ProductListStatus text={catalogueMessages.loadingMore} live={false} />}
      {state.more === 'failed' && (
        <ProductListStatus text={state.error ?? errorMessageFor(null)} onRetry={() => search.retry()} />
      )}
      {state.status === 'ready' && state.more === 'idle' && state.products.length < state.total && (
        <div ref={sentinel} className={listCss.sentinel} aria-hidden="true" />
      )}
    </div>
  );

  return (
    <div className={listCss.widget} part="search">
      <BusyBar busy={adder.busy} />
      <LiveStatus text={view.announcement} />
      <div className={listCss.toolbar}>
        <SortSelect value={state.sort} onChange={applySort} />
        {showPrices && <MarkupControl />}
      </div>
      {/* One layout whether or not there is anything to filter by yet: the results keep their parent.
          While the first answer is awaited the panel's room is kept, as found parts bring filters. */}
      <FilterLayout
        panel={
          view.filters ? (
            <FilterPanel
              data={view.filters}
              applied={stepFiltersAsList(state.filters)}
              onApply={(filter) => search.setFilters(stepFiltersFromList(filter))}
            />
          ) : (
            state.status === 'loading' && <FilterPanelRoom />
          )
        }
      >
        {results}
      </FilterLayout>
      <Toast message={adder.toast} onClose={adder.closeToast} />
      {dialogs}
    </div>
  );
}

interface SearchResultsProps {
  q: string;
  searchType: string | undefined;
  brand: string | undefined;
  urlParams: string | undefined;
  onAdded: ProductSearchProps['onAdded'];
}

/** The list's search mode: the named search for `q` (started over on sign-in), or an invitation to type one. */
export function SearchResults({ q, searchType, brand, urlParams, onAdded }: SearchResultsProps) {
  const signedIn = useStore(useSession().$signedIn);
  const request = readSearchRequest(new URLSearchParams({ q, type: searchType ?? '', brand: brand ?? '' }));
  if (request.query === '') {
    return <ProductListStatusOnly text={searchPageMessages.enterQuery} />;
  }
  return (
    <ProductSearch
      key={`${request.query}|${request.type}|${request.brand}|${signedIn}`}
      request={request}
      urlParams={urlParams}
      onAdded={onAdded}
    />
  );
}
