export { loadAboutPage, loadContactManagers, loadDeliveryMap } from '../api/company';
export { type ContentItem, loadContentDetail, loadContentPage } from '../api/content';
export { loadLandingPage, suggestCompanies } from '../api/landing';
export { downloadPriceList } from '../api/price-list-files';
export { loadFooterMenu, loadHomePage, loadShellHeader, type ShellHeader } from '../api/shell';
export type { CompanySuggestion, ContactManager, DeliveryCity, LandingPage } from '../domain/company';
export type { Banner, Category, NewsPreview } from '../domain/shell';
export { type CompanyRequest, createCompanyRequest } from '../flows/company-request';
export { companyMessages } from '../messages/company';
export {
  aboutMessages,
  contactsMessages,
  contentListMessages,
  contentTitles,
  deliveryMessages,
  homeMessages,
  instructionsMessages,
  mapZoomMessages,
  priceListsMessages,
  termsMessages,
} from '../messages/content';
export { landingMessages } from '../messages/landing';
export {
  applySuggestion,
  type CompanyRequestFields,
  shouldLookUpInn,
  validateCompanyRequest,
} from '../rules/company-request';
export {
  type ContentListKind,
  contentItemPath,
  showsDetailPicture,
} from '../rules/content-list';
export { DELIVERY_MAP, placeTowns, SCHEDULE_DAYS, townsByRegion } from '../rules/delivery-map';
export { formatDate } from '../rules/format';
export {
  addressMapUrl,
  MAP_ZOOM,
  OFFICE_SCHEMATIC,
  PAN_STEP,
  pannedCenter,
  zoomedViewBox,
} from '../rules/map-zoom';
export { DEFAULT_FOOTER_MENU, DEFAULT_TOP_MENU, linkTarget, type MenuEntry } from '../rules/menu';
export { telHref } from '../rules/phone';
export { findLandingNews, saveLandingNews } from '../session/landing-news';
