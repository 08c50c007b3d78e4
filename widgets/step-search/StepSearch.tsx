import type { AddToBasketDetail } from '@portal/core/basket';
import type { ListFilter } from '@portal/core/catalogue';
import { COMPANY_REQUEST_PATH, loginPage } from '@portal/core/paths';
import {
  hasNoResults,
  type PlacedOffer,
  stepFilterPanelData,
  stepFiltersAsList,
  stepFiltersFromList,
  stepSearchMessages,
  stepSearchPath,
  stepSearchProgress,
  stepSearchQuery,
  stepSearchSections,
  supplierBasketPayload,
} from '@portal/core/search';
import { anonymousMessages } from '@portal/core/session';
import {
  BusyBar,
  FilterLayout,
  FilterPanel,
  framedFailure,
  MarkupControl,
  outlinedAction,
  PortalLink,
  RetryLine,
  SortSelect,
  Toast,
  useListBasket,
  useSession,
  useStore,
  VehicleOffer,
} from '@portal/ui';
import { useCallback, useMemo } from 'react';
import * as css from './StepSearch.css';
import { StepSearchProgress } from './StepSearchProgress';
import { StepSearchResults } from './StepSearchResults';
import { StepSearchSkeleton } from './StepSearchSkeleton';
import { useStepSearch } from './useStepSearch';

interface StepSearchProps {
  /** The article (or, with `type` description, the name) searched for (`q`). Defaults to none. */
  q?: string;
  /** A brand name, 'nobrand' (any brand) or empty (`brand`). Defaults to empty. */
  brand?: string;
  /** `article` or `description`; anything else is searched as article (`type`). Defaults to `article`. */
  type?: string;
  /** Called after the server accepted an addition (element: `portal-add-to-basket`). */
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}

function SignInNotice() {
  return (
    <div className={css.notice} part="anonymous">
      <strong>{anonymousMessages.title}</strong> {anonymousMessages.text}{' '}
      <PortalLink path={COMPANY_REQUEST_PATH}>{anonymousMessages.becomeClient}</PortalLink>
      {' · '}
      <PortalLink path={loginPage.pattern}>{anonymousMessages.signIn}</PortalLink>
    </div>
  );
}

function NothingFound({ article, type }: { article: string; type: 'article' | 'description' }) {
  return (
    <div className={css.empty} role="status" part="empty">
      <p className={css.emptyTitle}>{stepSearchMessages.nothingFound}</p>
      {type === 'article' ? (
        <>
          <p className={css.emptyAdvice}>{stepSearchMessages.nothingFoundAdvice}</p>
          <PortalLink
            path={stepSearchPath({ article, brand: '', type: 'description' })}
            className={outlinedAction}
          >
            {stepSearchMessages.searchByName}
          </PortalLink>
        </>
      ) : (
        <p className={css.emptyAdvice}>{stepSearchMessages.changeQuery}</p>
      )}
    </div>
  );
}

/**
 * `<portal-step-search>` (doc 1 §4 "Step-by-step search", /searchallsourcessteps/): the own stock,
 * then remote suppliers, then analogues, step by step, each step's results merged into the
 * sections; filters (brands, delivery date) on the analogue sections, sorting and the markup.
 */
export function StepSearch({ q, brand, type, onAddToBasket }: StepSearchProps) {
  const query = stepSearchQuery({ q, brand, type });
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const { state, search } = useStepSearch(query);
  const sections = useMemo(() => stepSearchSections(state), [state]);
  const progress = stepSearchProgress(state);
  const {
    adder,
    onAdd: onAddProduct,
    openDetails,
    openAnonymous: onAnonymous,
    dialogs,
  } = useListBasket(onAddToBasket);
  const { put } = adder;
  const onAddOffer = useCallback(
    (placed: PlacedOffer, quantity: number) =>
      put(supplierBasketPayload(placed.offer, quantity, placed.deliveryDate)),
    [put],
  );
  // The rows are the costly part: keeping their element while only the toast or a dialog changes
  // lets React skip them, without memo in the page's runtime.
  const results = useMemo(
    () => (
      <StepSearchResults
        article={state.query.article}
        sections={sections}
        onAddProduct={onAddProduct}
        onAddOffer={onAddOffer}
        onOpenDetails={openDetails}
        onAnonymous={onAnonymous}
      />
    ),
    [state.query.article, sections, onAddProduct, onAddOffer, openDetails, onAnonymous],
  );

  if (!signedIn)
    return (
      <div className={css.root} part="step-search">
        <SignInNotice />
      </div>
    );
  if (query.article === '')
    return (
      <div className={css.root} part="step-search">
        <p className={css.notice}>{stepSearchMessages.enterQuery}</p>
      </div>
    );

  const panelData = stepFilterPanelData(state.filterOptions);
  const hasFilters = panelData.brands.length > 0 || panelData.properties.length > 0;
  const content = (
    <div className={css.results} aria-busy={state.status === 'searching'}>
      <VehicleOffer query={state.query.article} />
      {results}
      <StepSearchSkeleton progress={progress.value} />
      {state.status === 'done' && hasNoResults(sections) && (
        <NothingFound article={state.query.article} type={state.query.type} />
      )}
    </div>
  );

  return (
    <div className={css.root} part="step-search">
      <BusyBar busy={adder.busy} />
      <div className={css.toolbar}>
        <StepSearchProgress value={progress.value} text={progress.text} />
        <div className={css.toolbarControls}>
          <SortSelect value={state.sort} onChange={search.sortBy} />
          <MarkupControl />
        </div>
      </div>
      {state.status === 'failed' && (
        <RetryLine message={state.error} onRetry={search.retry} className={framedFailure} part="error" />
      )}
      {state.softSearch !== 'exact' && (
        <p className={css.notice} part="soft-search">
          {stepSearchMessages.softSearch}
        </p>
      )}
      {/* One layout whether or not a step brought filter values yet: the results are never moved
          to another parent, which would make them anew and drop the focus from a row's button. */}
      <FilterLayout
        panel={
          hasFilters && (
            <FilterPanel
              data={panelData}
              applied={stepFiltersAsList(state.filters)}
              onApply={(filter: ListFilter) => search.filter(stepFiltersFromList(filter))}
            />
          )
        }
      >
        {content}
      </FilterLayout>
      <Toast message={adder.toast} onClose={adder.closeToast} />
      {dialogs}
    </div>
  );
}
