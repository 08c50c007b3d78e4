import type { AddToBasketDetail } from '@portal/core/basket';
import {
  acceptsFilters,
  catalogueMessages,
  chooseListSource,
  createProductListStore,
  hasMorePages,
  isDrawnWhole,
  isEmptyList,
  type ListFilter,
  type ListSource,
  listAnnouncement,
  listSourceKey,
  loadListPage,
  type ProductListStore,
  productMessages,
  type ShownPage,
  type SortCode,
} from '@portal/core/catalogue';
import { commonMessages } from '@portal/core/session';
import {
  BusyBar,
  FilterLayout,
  FilterPanel,
  LiveStatus,
  loadOnDemand,
  MarkupControl,
  productRowsContainer,
  productRowsSkeleton,
  SortSelect,
  Toast,
  useFocusKeptInRows,
  useListBasket,
  useSession,
  useStore,
} from '@portal/ui';
import { type ReactElement, useEffect, useMemo, useRef, useState } from 'react';
import { LaterListPage } from './LaterListPage';
import { keepListPlace } from './listPlace';
import * as css from './ProductList.css';
import { ProductListPage } from './ProductListPage';
import { ProductListStatus, ProductListStatusOnly } from './ProductListStatus';
import { useEndSentinel } from './useEndSentinel';

interface ProductListProps {
  /** A catalogue section id (`section-id`); without it and without `kind`, the whole catalogue. */
  sectionId?: string;
  /** `novelty`, `trends` or `hits`: the marked list instead of a section. */
  kind?: string;
  /** A search query (`q`): the list becomes the named search's results (/search/). Defaults to none. */
  q?: string;
  /** With `q`: `article` (default), `description`, `advanced` or `kod` (`type`). */
  searchType?: string;
  /** With `q`: only this brand's parts (`brand`). Defaults to every brand. */
  brand?: string;
  /**
   * Keeps the filters, sort, pages and scroll position in the page's address under parameters
   * starting with this prefix (`url-params`; '' for none, as the portal does); with `q`, the sort.
   * Defaults to none: the address is left alone.
   */
  urlParams?: string;
  /** Called after the server accepted an addition (element: `portal-add-to-basket`). */
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}

function ProductListBody({
  source,
  urlParams,
  onAddToBasket,
}: { source: ListSource } & Pick<ProductListProps, 'urlParams' | 'onAddToBasket'>) {
  const session = useSession();
  const {
    adder,
    onAdd,
    showPrices,
    openDetails: onOpenDetails,
    openAnonymous: onAnonymous,
    dialogs,
  } = useListBasket(onAddToBasket);

  // One store per mount: the parent remounts this body for another source or a sign-in.
  const [store] = useState<ProductListStore>(() =>
    createProductListStore((query, page, signal) => loadListPage(session.api, source, query, page, signal)),
  );
  const state = useStore(store.$state);
  const rowsBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (urlParams === undefined) {
      store.setQuery(store.$state.get().query);
      return () => store.dispose();
    }
    const stop = keepListPlace(urlParams, store, rowsBox);
    return () => {
      stop();
      store.dispose();
    };
  }, [store, urlParams]);

  const sentinel = useEndSentinel(() => store.loadMore());
  // A row leaving with the focus (the list reloaded under it) hands it to the row now in its place,
  // or to the rows' box while none is there: never to <body>.
  useFocusKeptInRows(rowsBox, '[part~="row"]', rowsBox);

  // A shown page never changes and the callbacks are stable for this body's life (a sign-in
  // remounts it): handing React the same element again skips the page, so appending page 100
  // renders 50 rows, not 5,000.
  const pageElements = useRef(new WeakMap<ShownPage, ReactElement>()).current;
  const pageElement = (page: ShownPage): ReactElement => {
    let element = pageElements.get(page);
    if (!element) {
      const Page = isDrawnWhole(page) ? ProductListPage : LaterListPage;
      element = (
        <Page
          key={page.number}
          page={page}
          showPrices={showPrices}
          onAdd={onAdd}
          onOpenDetails={onOpenDetails}
          onAnonymous={onAnonymous}
        />
      );
      pageElements.set(page, element);
    }
    return element;
  };

  const withFilters = acceptsFilters(source);
  // The toolbar and the panel change only with the query and the filter values, not with each page
  // appended: their elements are kept, so an appended page does not render them again.
  const { query, filterData } = state;
  const toolbar = useMemo(() => {
    const applySort = (sort: SortCode) => store.setQuery({ ...query, sort });
    return (
      <div className={css.toolbar}>
        {withFilters && <SortSelect value={query.sort} onChange={applySort} />}
        {showPrices && <MarkupControl />}
      </div>
    );
  }, [store, query, withFilters, showPrices]);
  const panel = useMemo(() => {
    const applyFilter = (filter: ListFilter) => store.setQuery({ ...query, filter });
    return <FilterPanel data={filterData} applied={query.filter} onApply={applyFilter} />;
  }, [store, query, filterData]);

  const list = (
    <div
      ref={rowsBox}
      tabIndex={-1}
      className={`${productRowsContainer} ${css.rows}`}
      aria-busy={state.status === 'loading' || state.more === 'loading'}
    >
      {state.pages.map(pageElement)}
      {state.status === 'loading' && (
        <>
          <ProductListStatus text={catalogueMessages.loading} live={false} />
          {/* Rows of the rows' own height until the first page comes: nothing under them moves then. */}
          <div className={productRowsSkeleton} aria-hidden="true" part="skeleton" />
        </>
      )}
      {isEmptyList(state) && <ProductListStatus text={productMessages.nothingFound} live={false} />}
      {state.more === 'loading' && <ProductListStatus text={catalogueMessages.loadingMore} live={false} />}
      {(state.status === 'failed' || state.more === 'failed') && (
        <ProductListStatus
          text={catalogueMessages.loadFailed(state.error ?? '')}
          onRetry={() => store.retry()}
        />
      )}
      {hasMorePages(state) && state.more === 'idle' && (
        <div ref={sentinel} className={css.sentinel} aria-hidden="true" />
      )}
    </div>
  );

  return (
    <div className={css.widget} part="list">
      <BusyBar busy={adder.busy} />
      <LiveStatus text={listAnnouncement(state)} />
      {toolbar}
      {withFilters ? <FilterLayout panel={panel}>{list}</FilterLayout> : list}
      <Toast message={adder.toast} onClose={adder.closeToast} />
      {dialogs}
    </div>
  );
}

function SearchLoading() {
  return <ProductListStatusOnly text={catalogueMessages.loading} />;
}

function SearchLoadFailed({ retry }: { retry: () => void }) {
  return (
    <ProductListStatusOnly text={catalogueMessages.loadFailed(commonMessages.genericError)} onRetry={retry} />
  );
}

/** The search mode's code is fetched when a list is asked for search results: a catalogue page does not download it. */
const SearchResults = loadOnDemand(() => import('./ProductSearch').then((module) => module.SearchResults), {
  pending: SearchLoading,
  failed: SearchLoadFailed,
});

/**
 * `<portal-product-list>`: a catalogue section, the whole catalogue, or the new arrivals, trends or
 * hits (doc 1 §2): rows grouped by section, filters, sorting, the markup control and infinite
 * scroll, 50 parts per page. Visitors see no prices; 'В корзину' shows them the anonymous dialog.
 */
export function ProductList({
  sectionId,
  kind,
  q,
  searchType,
  brand,
  urlParams,
  onAddToBasket,
}: ProductListProps) {
  const choice = chooseListSource({ sectionId, kind });
  // Signing in or out changes what the server sends (prices): the list starts over.
  const signedIn = useStore(useSession().$signedIn);
  if (q !== undefined) {
    return (
      <SearchResults
        q={q}
        searchType={searchType}
        brand={brand}
        urlParams={urlParams}
        onAdded={onAddToBasket}
      />
    );
  }
  if (!choice.ok) {
    return <ProductListStatusOnly text={choice.message} tone="error" />;
  }
  return (
    <ProductListBody
      key={`${listSourceKey(choice.source)}|${signedIn}`}
      source={choice.source}
      urlParams={urlParams}
      onAddToBasket={onAddToBasket}
    />
  );
}
