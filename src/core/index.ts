export { EMPTY_HEADER_BASKET, type HeaderBasket } from './api/basket';
export { type BasketItem, basketItemWire, basketListAnswer } from './api/basket-items';
export { listBasketAddition, productPageBasketAddition } from './api/basket-payload';
export {
  type FoundProduct,
  type MissingArticle,
  UPLOAD_STEPS,
  type UploadReply,
  type UploadStep,
} from './api/basket-upload';
export {
  acceptsFilters,
  EMPTY_FILTER_DATA,
  type FilterData,
  type FilterOption,
  type FilterProperty,
  LIST_KINDS,
  LIST_PAGE_SIZE,
  type ListKind,
  type ListQuery,
  type ListSource,
  listPageParams,
  loadListPage,
  type ProductListPage,
  type SectionGroup,
  type SectionRef,
} from './api/catalogue';
export { type CatalogueMenuItem, loadCatalogueMenu } from './api/catalogue-menu';
export {
  type ApiClient,
  type CallArea,
  type CallOptions,
  createApiClient,
  REDIRECT_ON_INVALID_TOKEN,
} from './api/client';
export { ApiError, type ApiErrorKind, errorMessageFor, isApiError } from './api/errors';
export { type FormObject, type FormValue, toFormBody } from './api/form';
export { loadPageData, PAGE_DATA_PATH, type PageData } from './api/page-data';
export {
  type Product,
  type ProductDelivery,
  type ProductMarks,
  parseRubles,
  productWire,
} from './api/product';
export {
  loadNearestDelivery,
  loadProductDetails,
  loadProductPage,
  type ProductDetails,
} from './api/product-detail';
export {
  type RemoteOffer,
  remoteOfferWire,
  type SupplierBasketPayload,
  supplierBasketPayload,
} from './api/remote-supplier';
export { fetchQuickSearch, type QuickSearchHit } from './api/search';
export {
  loadSearchPage,
  SEARCH_PAGE_SIZE,
  type SearchPageAnswer,
  type SearchPageRequest,
  searchPageParams,
} from './api/search-page';
export {
  type ListedOffer,
  loadSearchStep,
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
export { type PortalConfig, portalUrl, readPortalConfig } from './config';
export { configurePortal } from './configure';
export {
  createProductListStore,
  type ListPageLoader,
  type ProductListStore,
} from './lists/product-list-store';
export {
  anonymousMessages,
  authMessages,
  basketBadgeMessages,
  basketMessages,
  basketUploadMessages,
  carouselMessages,
  catalogueMessages,
  cataloguePageMessages,
  commonMessages,
  dateRangeMessages,
  expressContactMessages,
  filterMessages,
  goodsCount,
  notFoundMessages,
  paginationMessages,
  phoneMessages,
  productDetailMessages,
  productMessages,
  quantityMessages,
  retryMessage,
  searchMessages,
  searchPageMessages,
  shellMessages,
} from './messages';
export { stepSearchMessages } from './messages/step-search';
export {
  type BasketTotals,
  basketTotals,
  countedQuantity,
  lineLimits,
  lineSum,
  savedQuantity,
} from './rules/basket-lines';
export {
  type Deselected,
  type SelectAllState,
  selectAllState,
  selectedIds,
  toggleAll,
  toggleLine,
} from './rules/basket-selection';
export {
  checkUploadFile,
  INITIAL_UPLOAD,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  type UploadState,
} from './rules/basket-upload';
export {
  activeFilterCount,
  clampPriceRange,
  DEFAULT_SORT,
  EMPTY_FILTER,
  FILTER_VALUES_SHOWN,
  isSortCode,
  type ListFilter,
  type PriceRange,
  SORT_CODES,
  type SortCode,
  sliderBounds,
  toggleProperty,
  toggleValue,
  visibleValues,
} from './rules/catalogue-filter';
export {
  type CheckoutNotice,
  type CheckoutState,
  type DeliveryType,
  isCheckoutBusy,
  type OrderForm,
  type OrderRequest,
} from './rules/checkout';
export {
  checkDateRange,
  type DateRange,
  EMPTY_DATE_RANGE,
  formatIsoDate,
  isIsoDate,
  readIsoDate,
} from './rules/date-range';
export {
  CONTACT_NAME_MIN_LENGTH,
  type ExpressContact,
  type ExpressContactErrors,
  validateExpressContact,
} from './rules/express-contact';
export { formatDate, formatRubles } from './rules/format';
export { formatPricePerPiece, formatStock } from './rules/format-product';
export { HIGHLIGHT_TAGS, type HighlightSegment, highlightText, parseHighlight } from './rules/highlight';
export { toCyrillicLayout, toLatinLayout } from './rules/keyboard-layout';
export { chooseListSource, type ListSourceChoice, listSourceKey } from './rules/list-source';
export { type LoginErrors, type LoginFields, validateLogin } from './rules/login-form';
export { displayedPrice, parseMarkupPercent } from './rules/markup';
export {
  canLoadMoreResults,
  type FoundBrand,
  initialNamedSearch,
  type NamedSearchEvent,
  type NamedSearchState,
  type NamedSearchView,
  namedSearchReducer,
  namedSearchView,
} from './rules/named-search';
export {
  CONTENT_PAGE_SIZE,
  clampPage,
  type PageItem,
  pageCount,
  pageItems,
  pageOffset,
  pageOfOffset,
  pageParams,
  readPage,
} from './rules/pagination';
export { editPhone, type PhoneDeletion, type PhoneEdit } from './rules/phone';
export { parsePriceText, priceRangeFromText } from './rules/price-text';
export {
  appendPage,
  canLoadMore,
  DEFAULT_LIST_QUERY,
  hasMorePages,
  initialListState,
  isEmptyList,
  type ListStatus,
  listReducer,
  type MoreStatus,
  nextPageNumber,
  type ProductListEvent,
  type ProductListState,
  type ShownGroup,
  type ShownPage,
  shownProductCount,
  totalPages,
} from './rules/product-list';
export {
  ARTICLE_TOOLTIP_AFTER,
  articleNeedsTooltip,
  type DeliveryText,
  deliveryText,
  isInBasket,
  LIST_PATHS,
  photoSearchUrl,
  sectionPath,
} from './rules/product-row';
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
export { remoteDeliveryShipment, type ScheduledShipment } from './rules/remote-delivery';
export { DEFAULT_RETURN_DAYS, type ReturnInfo, returnInfo } from './rules/return-info';
export { type RouteSearch, routeSearch } from './rules/route-search';
export {
  type HtmlLink,
  htmlLinkTarget,
  type SafeImageUrlOptions,
  type SafeUrlOptions,
  safeImageUrl,
  safeLinkUrl,
} from './rules/safe-url';
export { clearPartText, partKey } from './rules/same-part';
export {
  articleSearchPath,
  isSearchType,
  productPageSearchPath,
  QUICK_SEARCH_DEBOUNCE_MS,
  QUICK_SEARCH_MIN_LENGTH,
  quickSearchQuery,
  readSearchRequest,
  SEARCH_PAGE_PATH,
  type SearchRequest,
  searchPagePath,
  stepSearchPath,
  tidyQuery,
} from './rules/search';
export {
  dueStepRequest,
  INITIAL_STEP_SEARCH,
  NO_STEP_SEARCH_FILTERS,
  type PlacedOffer,
  STAGE_PROGRESS,
  type StepSearchEvent,
  type StepSearchFilters,
  type StepSearchQuery,
  type StepSearchState,
  type StepSearchStatus,
  type StepSearchType,
  showsProgressBar,
  showsSkeleton,
  stepSearchProgress,
  stepSearchQuery,
  stepSearchReducer,
} from './rules/step-search';
export {
  DELIVERY_DATE_FILTER,
  stepFilterPanelData,
  stepFiltersAsList,
  stepFiltersFromList,
} from './rules/step-search-filters';
export {
  hasNoResults,
  type OfferGroup,
  type StepSearchSections,
  sortedProducts,
  stepSearchSections,
} from './rules/step-search-sections';
export {
  type AddToBasketDetail,
  addToBasket,
  type BasketAddition,
  TOAST_DURATION_MS,
} from './session/add-to-basket';
export { loadCurrentUser, signIn, signOut } from './session/auth';
export { refreshHeaderBasket } from './session/basket';
export {
  type BasketCheckout,
  type BasketCheckoutOptions,
  type BasketCheckoutState,
  type BasketLine,
  createBasketCheckout,
} from './session/basket-checkout';
export { syncBasketQuantitiesOncePerPage } from './session/basket-quantities';
export { BASKET_UPDATE_DELAY_MS } from './session/basket-update-queue';
export { type BasketUpload, createBasketUpload } from './session/basket-upload';
export { SESSION_COOKIES } from './session/cookies';
export { createNamedSearch, type NamedSearch } from './session/named-search';
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
