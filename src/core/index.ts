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
export { fetchQuickSearch, type QuickSearchHit } from './api/search';
export { OAUTH_CLIENT, type Tokens } from './api/tokens';
export type { CurrentUser, PersonalManager } from './api/user';
export { configurePortal, onPortalConfig, type PortalConfig, portalUrl, readPortalConfig } from './config';
export {
  anonymousMessages,
  authMessages,
  basketBadgeMessages,
  commonMessages,
  goodsCount,
  notFoundMessages,
  productMessages,
  quantityMessages,
  searchMessages,
  shellMessages,
} from './messages';
export { BECOME_CLIENT_PATH } from './rules/anonymous';
export { normaliseArticle, sameArticle } from './rules/article';
export {
  DEFAULT_RETURN_DAYS,
  formatDate,
  formatPricePerPiece,
  formatRubles,
  formatStock,
  type ReturnInfo,
  returnInfo,
} from './rules/format';
export { HIGHLIGHT_TAGS, type HighlightSegment, highlightText, parseHighlight } from './rules/highlight';
export { toCyrillicLayout, toLatinLayout } from './rules/keyboard-layout';
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
export {
  createQuickSearch,
  type QuickSearch,
  type QuickSearchOptions,
  type QuickSearchState,
  type QuickSearchStatus,
} from './rules/quick-search';
export {
  AFTER_LOGIN_PATH,
  guardRedirect,
  isPublicRoute,
  LANDING_PATH,
  LOGIN_PATH,
  PERSONAL_INFO_PATH,
} from './rules/routes';
export {
  isSearchType,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_MIN_LENGTH,
  quickSearchQuery,
  readSearchRequest,
  SEARCH_PAGE_PATH,
  type SearchRequest,
  STEP_SEARCH_PATH,
  searchPagePath,
  stepSearchPath,
  tidyQuery,
} from './rules/search';
export { addToBasket, type BasketAddition, TOAST_DURATION_MS } from './session/add-to-basket';
export { loadCurrentUser, signIn, signOut } from './session/auth';
export { refreshHeaderBasket } from './session/basket';
export { SESSION_COOKIES } from './session/cookies';
export { createSession, forgetClient, getSession, type Session } from './session/session';
export {
  type BasketQuantities,
  DEFAULT_MARKUP,
  DEFAULT_SEARCH_TYPE,
  type Markup,
  type Redirect,
  SEARCH_TYPES,
  type SearchType,
} from './session/types';
