export { EMPTY_HEADER_BASKET, type HeaderBasket } from './api/basket';
export {
  type ApiClient,
  type CallArea,
  type CallOptions,
  createApiClient,
  REDIRECT_ON_INVALID_TOKEN,
} from './api/client';
export { ApiError, type ApiErrorKind, errorMessageFor, isApiError } from './api/errors';
export { type FormObject, type FormValue, toFormBody } from './api/form';
export {
  type RemoteOffer,
  remoteOfferWire,
  type SupplierBasketPayload,
  supplierBasketPayload,
} from './api/remote-supplier';
export {
  type ListedOffer,
  type LocalProduct,
  loadSearchStep,
  localProductWire,
  type RemoteCatalog,
  SEARCH_STEPS,
  type SearchStage,
  type SearchStep,
  type StepAnswer,
  type StepFilterData,
  type StepFilterOption,
  type StepRequest,
  stepAnswerWire,
  stepRequestParams,
} from './api/step-search';
export { OAUTH_CLIENT, type Tokens } from './api/tokens';
export type { CurrentUser, PersonalManager } from './api/user';
export { configurePortal, onPortalConfig, type PortalConfig, portalUrl, readPortalConfig } from './config';
export {
  authMessages,
  basketBadgeMessages,
  commonMessages,
  goodsCount,
  notFoundMessages,
  productMessages,
  quantityMessages,
  shellMessages,
} from './messages';
export { stepSearchMessages } from './messages/step-search';
export {
  DEFAULT_RETURN_DAYS,
  formatDate,
  formatPricePerPiece,
  formatRubles,
  formatStock,
  type ReturnInfo,
  returnInfo,
} from './rules/format';
export { isLoginValid, type LoginErrors, type LoginFields, validateLogin } from './rules/login-form';
export { displayedPrice, parseMarkupPercent } from './rules/markup';
export {
  canAddQuantity,
  decrement,
  increment,
  initialQuantity,
  maximumOf,
  multiplicityOf,
  QUANTITY_CEILING,
  type Quantity,
  type QuantityLimits,
  type QuantityState,
  typeQuantity,
} from './rules/quantity';
export { remoteDeliveryShipment, type ScheduledShipment } from './rules/remote-delivery';
export {
  AFTER_LOGIN_PATH,
  guardRedirect,
  isPublicRoute,
  LANDING_PATH,
  LOGIN_PATH,
  PERSONAL_INFO_PATH,
} from './rules/routes';
export { clearPartText, partKey } from './rules/same-part';
export {
  DEFAULT_STEP_SEARCH_SORT,
  dueStepRequest,
  INITIAL_STEP_SEARCH,
  NO_STEP_SEARCH_FILTERS,
  type PlacedOffer,
  STAGE_PROGRESS,
  STEP_SEARCH_SORTS,
  type StepSearchEvent,
  type StepSearchFilters,
  type StepSearchQuery,
  type StepSearchSort,
  type StepSearchState,
  type StepSearchStatus,
  type StepSearchType,
  showsProgressBar,
  showsSkeleton,
  stepSearchPath,
  stepSearchProgress,
  stepSearchQuery,
  stepSearchReducer,
} from './rules/step-search';
export {
  hasNoResults,
  type OfferGroup,
  type StepSearchSections,
  stepSearchSections,
} from './rules/step-search-sections';
export { addToBasket, type BasketAddition, TOAST_DURATION_MS } from './session/add-to-basket';
export { loadCurrentUser, signIn, signOut } from './session/auth';
export { refreshHeaderBasket } from './session/basket';
export { SESSION_COOKIES } from './session/cookies';
export { createSession, forgetClient, getSession, type Session } from './session/session';
export { createStepSearch, type StepSearch, type StepSearchOptions } from './session/step-search';
export {
  type BasketQuantities,
  DEFAULT_MARKUP,
  DEFAULT_SEARCH_TYPE,
  type Markup,
  type Redirect,
  SEARCH_TYPES,
  type SearchType,
} from './session/types';
