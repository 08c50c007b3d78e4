export { remoteOfferWire, supplierBasketPayload } from '../api/remote-supplier';
export { fetchQuickSearch, type QuickSearchHit } from '../api/search';
export { createNamedSearch, type NamedSearch } from '../flows/named-search/run';
export { namedSearchView } from '../flows/named-search/step';
export { createQuickSearch, type QuickSearch } from '../flows/quick-search/run';
export { IDLE_QUICK_SEARCH, type QuickSearchState } from '../flows/quick-search/state';
export { createStepSearch, type StepSearch } from '../flows/step-search/run';
export {
  hasNoResults,
  type OfferGroup,
  type StepSearchSections,
  stepSearchSections,
} from '../flows/step-search/sections';
export {
  type PlacedOffer,
  type StepSearchState,
  showsProgressBar,
  showsSkeleton,
  stepSearchProgress,
} from '../flows/step-search/step';
export { searchMessages, searchPageMessages, stepSearchMessages } from '../messages/search';
export { vehicleOfferMessage } from '../messages/vin';
export { parseHighlight } from '../rules/highlight';
export { routeSearch } from '../rules/route-search';
export {
  articleSearchPath,
  isSearchType,
  productPageSearchPath,
  type StepSearchQuery,
  stepSearchPath,
  stepSearchQuery,
  tidyQuery,
} from '../rules/search';
export {
  readSearchRequest,
  readSearchSort,
  type SearchRequest,
  searchPagePath,
  writeSearchSort,
} from '../rules/search-page';
export { stepFilterPanelData, stepFiltersAsList, stepFiltersFromList } from '../rules/step-search-filters';
export { typedVehicleIdent } from '../rules/vin';
