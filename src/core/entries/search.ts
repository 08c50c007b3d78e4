export { remoteOfferWire, supplierBasketPayload } from '../api/remote-supplier';
export { fetchQuickSearch, type QuickSearchHit } from '../api/search';
export { searchMessages } from '../messages/search';
export { searchPageMessages } from '../messages/search-page';
export { stepSearchMessages } from '../messages/step-search';
export { parseHighlight } from '../rules/highlight';
export { namedSearchView } from '../rules/named-search';
export { createQuickSearch, type QuickSearchState } from '../rules/quick-search';
export { routeSearch } from '../rules/route-search';
export {
  articleSearchPath,
  isSearchType,
  productPageSearchPath,
  readSearchRequest,
  type SearchRequest,
  searchPagePath,
  stepSearchPath,
  tidyQuery,
} from '../rules/search';
export {
  type PlacedOffer,
  type StepSearchQuery,
  type StepSearchState,
  showsProgressBar,
  showsSkeleton,
  stepSearchProgress,
  stepSearchQuery,
} from '../rules/step-search';
export { stepFilterPanelData, stepFiltersAsList, stepFiltersFromList } from '../rules/step-search-filters';
export {
  hasNoResults,
  type OfferGroup,
  type StepSearchSections,
  stepSearchSections,
} from '../rules/step-search-sections';
export { createNamedSearch, type NamedSearch } from '../session/named-search';
export { createStepSearch, type StepSearch } from '../session/step-search';
