/**
 * What the company's server answers (doc 1 §3, §7), as types: the one description of the wire that
 * the decoders of src/core/api, the demo API's answers and the test fakes are all checked against.
 * A decoder names its fields with `satisfies FieldsOf<Wire…>` (decode.ts), the demo API and the
 * fakes build their answers `satisfies Wire…`, so a renamed or dropped field fails the compiler in
 * all three. Types only: the demo API imports this module (and no other client code) with
 * `import type` (build/wire-types.test.ts, biome.json).
 *
 * A type says what the server may send, not what the portal makes of it: an id may be a number, a
 * number may come as digits, a field the decoders read as missing may be null.
 */

/** Every /rest/ answer: `{ "result": … }`. */
export interface WireAnswer<T> {
  result: T;
}

/** An id, sent as a string or a number. */
export type WireId = string | number;

/** A number, sent as a number or as digits ('12.50'). */
export type WireNumber = number | string;

/** A Bitrix flag: true, 'Y', '1' or 1 is set; anything else is not. */
export type WireFlag = boolean | 'Y' | 'N' | '1' | '0' | 1 | 0 | null;

/** A keyed map (`{ "p1001": {...} }`) or a list: PHP writes an empty map as `[]`. */
export type WireEntries<T> = Record<string, T> | T[];

/** The header badge's figures: lines in the basket and their total in roubles. */
export interface WireBasketCount {
  count: WireNumber;
  price: WireNumber;
}

/** An entry of a menu (menurest.list.json, header.top_menu). */
export interface WireMenuEntry {
  TEXT: string;
  LINK: string;
  ITEM_INDEX?: WireNumber | null;
  /** `{ CLASS: 'accent' }`; PHP sends an empty one as `[]`. */
  ADD_PARAMS?: Record<string, unknown> | [] | null;
}

/** A first-level section of the header's catalogue drop-down. */
export interface WireCatalogueMenuItem {
  ID: WireId;
  NAME: string;
  src_icon?: string | null;
  second_level?: WireSectionRef[] | null;
}

/**
 * The header block of answers that change the basket or carry page data; page data adds the menus
 * and the client's saldo (docs/server-contract.md, "Header balance").
 */
export interface WireHeader {
  basket_count_data: WireBasketCount;
  top_menu?: readonly WireMenuEntry[] | null;
  catalog_menu?: WireCatalogueMenuItem[] | null;
  saldo?: WireNumber | null;
}

/** A personal manager of the signed-in client. */
export interface WireManager {
  NAME: string;
  PREVIEW_PICTURE_PATH?: string | null;
  PROPERTY_PHONE_VALUE?: string[] | null;
}

/** current_user (backend.user.json, basket.add, page data with need_user_data). */
export interface WireUser {
  ID: WireId;
  LOGIN: string;
  NAME?: string | null;
  /** Missing for a user without access to the portal. */
  USER_DATA?: {
    UF_EXPRESS_DELIVERY?: WireNumber | null;
    UF_EXPRESS_DELIVERY_PRICE?: WireNumber | null;
  } | null;
  MANAGER?: WireManager | null;
}

/** backend.user.json. */
export interface WireUserAnswer {
  current_user: WireUser;
}

/** /oauth/authorize/: the code the token endpoint takes (no /rest/ envelope). */
export interface WireAuthorize {
  code: string;
  state?: string;
}

/** The token endpoint's answer; the refresh token stays in its HttpOnly cookie. */
export interface WireToken {
  out: { access_token: string; expires_in?: number; token_type?: string };
}

export interface WireProductPrice {
  /** Missing on the product page, which sends the formatted price only. */
  DISCOUNT_PRICE?: WireNumber | null;
  /** '2 345,60 ₽', read when DISCOUNT_PRICE is missing. */
  DISPLAY_DISCOUNT_PRICE?: string | null;
}

export interface WireDelivery {
  shipping_date_format?: string | null;
  direction_closure_date_time_format?: string | null;
}

/**
 * The product element of lists, the detail dialog and the product page (doc 1 §3). The detail
 * sends ARTICLE instead of PROPERTY_CML2_ARTICLE_VALUE, the product page AMOUNT and deliveryData.
 */
export interface WireProduct {
  ID: WireId;
  NAME: string;
  XML_ID?: string | null;
  IBLOCK_EXTERNAL_ID?: string | null;
  DETAIL_PAGE_URL?: string | null;
  PHOTO?: string | null;
  PROPERTY_BRAND_NAME?: string | null;
  PROPERTY_CML2_ARTICLE_VALUE?: string | null;
  ARTICLE?: string | null;
  PROPERTY_CLEAR_ARTICLE_VALUE?: string | null;
  PROPERTY_MIN_QUANT_VALUE?: WireNumber | null;
  PROPERTY_MARKED_PRODUCT_VALUE?: WireFlag;
  allow_return?: WireFlag;
  return_days?: WireNumber | null;
  SCORE?: WireNumber | null;
  OPT_NEW_MARK?: WireFlag;
  OPT_TRAND_MARK?: WireFlag;
  OPT_HIT_MARK?: WireFlag;
  PRODUCT_DATA?: WireProductStock | null;
  AMOUNT?: WireNumber | null;
  PRICE_DATA?: WireProductPrice | null;
  delivery_data?: WireDelivery | null;
  deliveryData?: WireDelivery | null;
}

/** A product's PRODUCT_DATA: its stock. */
export interface WireProductStock {
  AMOUNT?: WireNumber | null;
}

/** The analogues of backend.product.json's part. */
export interface WireProductAnalogues {
  products_data?: WireEntries<WireProduct> | null;
}

/** backend.product.json with page=modal_detail_product: the part and its analogues. */
export interface WireProductDetails {
  product: WireProduct;
  /** PHP sends an empty one as `[]`. */
  analogs?: WireProductAnalogues | [] | null;
}

/** deliverypersonal.nearest.json. */
export interface WireNearestDelivery {
  shipping_date_format?: string | null;
}

/** A slide of the home page's banners. */
export interface WireBanner {
  ID: WireId;
  NAME: string;
  PREVIEW_TEXT?: string | null;
  PROPERTY_LINK_VALUE?: string | null;
  BANNER_PATH?: string | null;
  PREVIEW_PICTURE_PATH?: string | null;
}

/** A news item as lists show it. */
export interface WireNewsPreview {
  ID: WireId;
  CODE?: string | null;
  NAME: string;
  PREVIEW_TEXT?: string | null;
  PREVIEW_PICTURE_PATH?: string | null;
}

/** A first-level category of the home page. */
export interface WireCategory {
  ID: WireId;
  NAME: string;
  UF_SVG_ICON?: string | null;
}

/** result.page of page=main. */
export interface WireHomePage {
  main_banners?: readonly WireBanner[] | null;
  news?: readonly WireNewsPreview[] | null;
  portalNews?: readonly WireNewsPreview[] | null;
  catalog_list?: readonly WireCategory[] | null;
}

/** A section as lists and filters name it. */
export interface WireSectionRef {
  ID: WireId;
  NAME: string;
}

/** One section's products on a list page. */
export interface WireSectionGroup {
  SECTION_DATA: WireSectionRef;
  ELEM_DATA?: WireEntries<WireProduct> | null;
}

/** A value of a filter: plain ('BOSCH', 4) or with a name. */
export type WireFilterValue = string | number | WireSectionRef;

/** A property block of filter_data, keyed by its CODE. */
export interface WireFilterProperty {
  CODE: string;
  NAME: string;
  VALUES: WireEntries<WireFilterValue>;
}

/** The price range of a catalogue's filter. */
export interface WirePriceRange {
  min?: WireNumber | null;
  max?: WireNumber | null;
}

/** The fixed keys of filter_data; every other key is a property block. */
export interface WireFilterFields {
  PRICE?: {
    max?: WireNumber | null;
    VALUES?: WirePriceRange | null;
  } | null;
  sections?: WireEntries<WireFilterValue> | null;
  brands?: WireEntries<WireFilterValue> | null;
  active_sections?: WireId[] | null;
  active_brands?: WireId[] | null;
  active_params_filter?: Record<string, WireId[]> | [] | null;
}

/** filter_data of a catalogue page; PHP writes an empty one as `[]`. */
export type WireFilterData =
  | (WireFilterFields & { [code: string]: WireFilterProperty | WireFilterFields[keyof WireFilterFields] })
  | [];

/** result.page of page=catalog, novelty, trands and hits (backend.page.json). */
export interface WireCataloguePage {
  products_data?: WireEntries<WireSectionGroup> | null;
  filter_data?: WireFilterData | null;
  total: WireNumber;
}

/** A backend.page.json answer: the page, the header figures, the user when it was asked for. */
export interface WirePageData<P> {
  page: P;
  header?: WireHeader | null;
  current_user?: WireUser | null;
}

/** A basket line's prop: its value sits in VALUE. */
export interface WireProp<T> {
  VALUE?: T | null;
}

/** A line of basket.list.json. */
export interface WireBasketItem {
  ID: WireId;
  PRODUCT_ID: WireId;
  NAME: string;
  PRICE: WireNumber;
  DISPLAY_PRICE?: string;
  QTY: WireNumber;
  DISPLAY_SUMM?: string;
  MAX_QTY?: WireNumber | null;
  PROPS?: {
    picture?: WireProp<string>;
    article?: WireProp<string | number>;
    brand?: WireProp<string | number>;
    brand_title?: WireProp<string | number>;
    OLD_PRICE?: WireProp<WireNumber>;
    min_quan?: WireProp<WireNumber>;
    delivery_time_formated?: WireProp<string>;
  } | null;
}

/** basket.list.json: ITEMS as a list, or keyed as PHP encodes them. */
export interface WireBasketList {
  ITEMS?: WireBasketItem[] | Record<string, WireBasketItem> | null;
}

/** basket.add.json: the header figures (and the user). */
export interface WireBasketAdd {
  header: WireHeader;
  current_user?: WireUser | null;
}

/** basket.update, basket.delete, basket.clear: the header figures when the server sends them. */
export interface WireBasketChange {
  success?: boolean;
  header?: WireHeader | null;
}

/** basket.checksumm.json: were prices updated, may the order be placed. */
export interface WireChecksum {
  update?: WireFlag | '';
  confirmed?: WireFlag | '';
}

/**
 * order.add.json: the orders made, each order's id to its number, and the basket left for the
 * lines not ordered (fuser_for_unchecked), which the portal ignores.
 */
export type WireOrdersPlaced = Record<string, WireId>;

/** A part offered for a row of an order from a file. */
export interface WireUploadOffer {
  ID: WireId;
  BRAND?: string | number | null;
  ARTICLE: string | number;
  NAME?: string | null;
  AMOUNT?: WireNumber | null;
  MIN_QUANT?: WireNumber | null;
}

/** A list PHP may send as an object keyed by position, or as false when it is empty. */
export type WireUploadList<T> = T[] | Record<string, T> | false | '' | null;

/** A row of an order from a file as the search step answers it. */
export interface WireUploadRow {
  ARTICLE: string | number;
  BRAND?: string | number | null;
  QUANTITY: WireNumber;
  OFFERS?: WireUploadList<WireUploadOffer>;
  ANALOGS?: WireUploadList<WireUploadOffer>;
}

/**
 * result.page of page=excel2basket (doc 2 §3): each step (parse → search → add2basket) sends the
 * fields it has; the portal does not read the rows as parsed (products) nor the search's products.
 */
export interface WireUploadReply {
  step?: string;
  file?: string;
  file_name?: string | null;
  next_step?: string | false | null;
  products?: readonly unknown[];
  products_data?: readonly unknown[];
  products_diff?: readonly unknown[];
  resultdiff?: boolean;
  rows?: WireUploadList<WireUploadRow>;
  info_message?: string | null;
  error?: WireFlag | '';
  error_message?: string | null;
  basket_added?: WireFlag | '';
  count_added?: WireNumber | null;
  added_message?: string | null;
}

/** The highlight fields of a quick-search hit: the fragments a search engine sends. */
export interface WireHighlight {
  title2quick?: string[] | null;
  title2quick_ru2lat?: string[] | null;
  title2quick_lat2ru?: string[] | null;
  articleForSearch?: string[] | null;
}

/** A hit of backend.quicksearch.json (doc 1 §3 "Quick-search hit"). */
export interface WireQuickSearchHit {
  _id?: string;
  _score?: number;
  _source: { article: string; brand?: string | null; title: string };
  highlight?: WireHighlight | null;
}

/** backend.quicksearch.json. */
export interface WireQuickSearch {
  products?: WireQuickSearchHit[] | null;
}

/** A keyed map; PHP writes an empty one as `[]`. */
export type WireMap<T> = Record<string, T> | [];

/** A value of a search filter block: a brand or a delivery date. */
export interface WireFilterOption {
  ID: string | number;
  NAME: string | number;
}

/** A filter block of the search answer (brands, delivery dates). */
export interface WireFilterBlock {
  NAME?: string;
  VALUES?: WireEntries<WireFilterOption> | null;
}

/** filter_data of the search answer. */
export interface WireSearchFilterData {
  brands?: WireFilterBlock | null;
  delivery_time?: WireFilterBlock | null;
}

/** A run of the delivery schedule. */
export interface WireShipment {
  shipping_date_in_timestamp: WireNumber;
  shipping_date_format: string;
}

/** An offer of a remote supplier (doc 1 §3 "Remote supplier item"). */
export interface WireRemoteOffer {
  id: WireId;
  hash?: string | number | null;
  title?: string | null;
  brand_title: string;
  original_brand_title?: string | null;
  original_article?: string | number | null;
  article: string | number;
  PHOTO?: string | null;
  quantity: WireNumber;
  ratio?: WireNumber | null;
  price_src: WireNumber;
  display_discount_price?: string;
  /** Hours until it reaches the company's warehouse. */
  delivery: WireNumber;
  delivery_time?: string;
  allow_return?: WireFlag;
  return_days?: WireNumber | null;
  supplier_id: WireId;
  supplier_title?: string | null;
  chain_id?: string | number | null;
  extra?: WireMap<string | number> | null;
  OPT_NEW_MARK?: WireFlag;
  OPT_TRAND_MARK?: WireFlag;
  OPT_HIT_MARK?: WireFlag;
}

/** The offers of one article: `{ items: [...] }`, or the list itself. */
export type WireArticleOffers = { items: WireEntries<WireRemoteOffer> } | WireEntries<WireRemoteOffer>;

/** A catalogue of a remote supplier where the brand must be chosen. */
export interface WireRemoteCatalog {
  brand_title: string;
  title?: string | null;
}

/** remote_suppliers: PARTS by analogue type ('analog_type_N' is the searched article) → brand → article. */
export interface WireRemoteSuppliers {
  CATALOGS?: WireEntries<WireRemoteCatalog> | null;
  PARTS?: WireMap<WireMap<WireMap<WireArticleOffers>>> | null;
}

/** The products and filters of analogues in stock. */
export interface WireLocalAnalogues {
  products_data?: WireEntries<WireProduct> | null;
  filter_data?: WireSearchFilterData | [] | null;
}

/** How loosely the search matched (param_search). */
export interface WireSearchMode {
  is_soft_search?: WireFlag;
  is_ultra_soft_search?: WireFlag;
}

/**
 * The search page data (doc 1 §3): result.page of page=search and of each step of
 * page=searchallsourcesbystep, which send the parts of it they have.
 */
export interface WireSearchAnswer {
  next_step?: string | null;
  total?: WireNumber | null;
  products_data?: WireEntries<WireProduct> | null;
  filter_data?: WireSearchFilterData | [] | null;
  local_analogs?: WireLocalAnalogues | [] | null;
  delivery_data?: WireDelivery | null;
  delivery_schedule?: WireEntries<WireShipment> | null;
  show_remote_suppliers?: WireFlag;
  remote_suppliers?: WireRemoteSuppliers | [] | null;
  param_search?: WireSearchMode | [] | null;
}

/** An account page's refusal (page data, status 200): `{ error: true, error_message }`. */
export interface WireRefusal {
  error: WireFlag;
  error_message?: string | null;
}

/** The organisation of the signed-in client (USER_DATA of page=personal_info). */
export interface WireOrganisation {
  PROPERTY_FULL_NAME_VALUE?: string | number | null;
  PROPERTY_INN_VALUE?: string | number | null;
  PROPERTY_KPP_VALUE?: string | number | null;
  /** 'dd.MM.yyyy' or Unix seconds. */
  PROPERTY_CONTRACT_DATE_VALUE?: WireNumber | null;
  PROPERTY_TYPE_VALUE?: string | null;
  PROPERTY_STRATEGY_VALUE?: string | null;
  DISPLAY_PROPERTY_DIRECTION_VALUE?: string | null;
  /** A list, or one text. */
  PROPERTY_ADDRESS_DESCRIPTION?: readonly (string | number)[] | string | null;
}

/** result.page of page=personal_info (doc 2 §2.4). */
export interface WirePersonalInfo {
  NAME: string;
  LOGIN: string;
  MANAGER?: WireManager | null;
  /** null for a user without access to the portal, whose account pages have nothing to show. */
  USER_DATA: WireOrganisation | null;
}

/** A run of one direction (page=personal_delivery); a time as Unix seconds and as text. */
export interface WireDeliveryRow {
  direction_name: string;
  direction_closure_date_time?: WireNumber | null;
  direction_closure_date_time_format?: string | null;
  shipping_date?: WireNumber | null;
  shipping_date_format?: string | null;
}

/** result.page of page=personal_delivery (doc 2 §2.8). */
export interface WireDeliveryPage {
  rows?: readonly WireDeliveryRow[] | null;
}

/** result of personal.changepass.json: a refusal is success false with the server's message. */
export interface WirePasswordChange {
  success: WireFlag;
  message?: string | null;
}

/** A shipment (debet) or payment (credit) of page=personal_sverka_list; '' is none. */
export interface WireSettlementDoc {
  date: string;
  document: string;
  debet?: WireNumber | null;
  credit?: WireNumber | null;
}

/** result.page of page=personal_sverka_list (doc 2 §2.16): the balance at the range's end. */
export interface WireSettlements {
  saldo?: WireNumber | null;
  settlementDocs?: readonly WireSettlementDoc[] | null;
}

/** A side of the reconciliation act; no kpp for a sole trader. */
export interface WireActParty {
  name: string;
  inn: string;
  kpp?: string | null;
}

/** An amount of the act in roubles; '' is none. */
export interface WireActTurnover {
  debit?: WireNumber | null;
  credit?: WireNumber | null;
}

/** A document of the act's period. */
export interface WireActRow extends WireActTurnover {
  date: string;
  document: string;
}

/** result.page of page=personal_sverka_act (ours, docs/server-contract.md "Reconciliation act"). */
export interface WireActPage {
  act: {
    seller: WireActParty;
    buyer: WireActParty;
    from: string;
    to: string;
    opening?: WireNumber | null;
    rows?: readonly WireActRow[] | null;
    turnover: WireActTurnover;
    closing?: WireNumber | null;
    statement: string;
  };
}

/**
 * result of docs.download.json (doc 2 §7), and of our pricelist.download.json and
 * sverka.act.download.json: the file base64-encoded with its name, or the server's message.
 */
export interface WireFileDownload {
  success?: WireFlag;
  error?: WireFlag;
  file?: string | null;
  file_name?: string | null;
  message?: string | null;
}

/** A closing document of page=personal_docs_list (doc 2 §3 "Document"). */
export interface WireDocument {
  ID: WireId;
  DOC_TYPE: string;
  DOC_NUMBER: string | number;
  /** 'dd.MM.yyyy' or Unix seconds. */
  DOC_DATE?: WireNumber | null;
  PRICE?: WireNumber | null;
  XML_ID: string;
}

/** result.page of page=personal_docs_list (doc 2 §2.3). */
export interface WireDocumentsPage {
  docs?: readonly WireDocument[] | null;
}

/** An order of page=personal_order_list; ACCOUNT_NUMBER is the number the client sees. */
export interface WireOrderSummary {
  ID: WireId;
  ACCOUNT_NUMBER?: WireId | null;
  DATE_INSERT_FORMAT: string;
  PRODUCTS_QUANT?: WireNumber | null;
  SALE_INTERNALS_ORDER_STATUS_NAME: string;
  PRICE?: WireNumber | null;
}

/** result.page of page=personal_order_list (doc 2 §2.5). */
export interface WireOrdersPage {
  orders?: readonly WireOrderSummary[] | null;
}

/** The props of an order's line; PRODUCT_ID, CAN_BUY and AMOUNT are ours ("Repeating an order"). */
export interface WireOrderItemProps {
  picture?: WireProp<string>;
  article?: WireProp<string | number>;
  brand?: WireProp<string>;
  delivery_time_formated?: WireProp<string>;
  delivery_date?: WireProp<string>;
  status?: WireProp<string>;
  status_name?: WireProp<string>;
  min_quan?: WireProp<WireNumber>;
  allow_return?: WireProp<WireFlag | ''>;
  return_days?: WireProp<WireNumber>;
  INNER_ID?: WireProp<string>;
  PRODUCT_ID?: WireProp<WireId>;
  CAN_BUY?: WireProp<WireFlag | ''>;
  AMOUNT?: WireProp<WireNumber>;
}

/** A line of page=personal_order_detail (doc 2 §3 "Order detail"). */
export interface WireOrderItem {
  id: WireId;
  name: string | number;
  price?: WireNumber | null;
  qty: WireNumber;
  summ?: WireNumber | null;
  props?: WireOrderItemProps | null;
}

/** result.page of page=personal_order_detail (doc 2 §2.6); null for no such order. */
export interface WireOrderDetail {
  order_data: {
    id?: WireId | null;
    number: WireId;
    /** 'dd.MM.yyyy HH:mm:ss' or Unix seconds. */
    date_insert: WireNumber;
    price?: WireNumber | null;
    status?: string | null;
  };
  basket: {
    count?: WireNumber | null;
    items?: readonly WireOrderItem[] | null;
  };
}

/** An enum of page=pricelist (doc 2 §3: period and format). */
export interface WirePriceListOption {
  ID: WireId;
  VALUE: string;
}

/** The client's price-list settings (USER_DATA of page=pricelist). */
export interface WirePriceListSettings {
  PROPERTY_EMAILS_SEND_PRICE_VALUE?: string | null;
  PROPERTY_PERIOD_SEND_PRICE_ENUM_ID?: WireId | null;
  PROPERTY_FORMAT_PRICE_ENUM_ID?: WireId | null;
  /** Column ids, comma-separated. */
  PROPERTY_FIELDS_SORT_VALUE?: string | null;
  /** A list, or one comma-separated text. */
  PROPERTY_DAYS_SEND_PRICE_VALUE?: readonly WireId[] | string | null;
}

/** result.page of page=pricelist (doc 2 §2.7). */
export interface WirePriceListPage {
  period?: readonly WirePriceListOption[] | null;
  format?: readonly WirePriceListOption[] | null;
  USER_DATA?: WirePriceListSettings | null;
}

/** A plain success: page=savepricelist, review.send.json, the enquiry. */
export interface WireSuccess {
  success: WireFlag;
}

/** result of claim.sale.json (ours): the GUID of the item's sale, '' or null when never sold. */
export interface WireSaleLookup {
  selling_number?: string | null;
}

/** result of backend.claim.json (doc 2 §4): 'success', as the result itself or as its `result`. */
export type WireClaimAnswer = 'success' | 'error' | { result?: string; success?: boolean };

/** A town of the delivery map (content.getdeliverymap.json, the landing page's map). */
export interface WireDeliveryCity {
  id: WireId;
  name: string;
  /** `[lat, lon]`, or the text '51.66,39.20'. */
  coords: readonly WireNumber[] | string;
  mark?: string | null;
  /** Six flags, Monday first: a list, or an object keyed by the day's number (1 to 6). */
  days: readonly (WireFlag | number)[] | Record<string, WireFlag | number>;
}

/** result of content.getdeliverymap.json (doc 2 §7), and the landing page's map. */
export interface WireDeliveryMap {
  cities?: readonly WireDeliveryCity[] | null;
}

/** A brand logo or a certificate of the landing page. */
export interface WireLandingPicture {
  ID: WireId;
  src?: string | null;
}

/** A news item of the landing page, with its whole text. */
export interface WireLandingNews {
  ID: WireId;
  NAME: string;
  PREVIEW_PICTURE_PATH?: string | null;
  DETAIL_TEXT?: string | null;
  DETAIL_PICTURE_PATH?: string | null;
}

/** result of unauth.landing.json (doc 2 §7). */
export interface WireLandingPage {
  catalog_list?: readonly WireCategory[] | null;
  map?: WireDeliveryMap | null;
  brands?: readonly WireLandingPicture[] | null;
  cert?: readonly WireLandingPicture[] | null;
  news_banners?: readonly WireBanner[] | null;
  news?: readonly WireLandingNews[] | null;
}

/** A company registered under the INN looked up (company.suggest.json, ours). */
export interface WireCompanySuggestion {
  name: string;
  inn: string;
  kpp?: string | null;
}

/** result of company.suggest.json (ours, DESIGN "Server relays"). */
export interface WireCompanySuggestions {
  suggestions?: readonly WireCompanySuggestion[] | null;
}

/** A promotion, news item, piece of useful information or brand page as lists show it (doc 2 §3). */
export interface WireContentItem {
  ID: WireId;
  CODE?: string | null;
  NAME: string;
  PREVIEW_TEXT?: string | null;
  PREVIEW_PICTURE_PATH?: string | null;
  /** dd.MM.yyyy. */
  ACTIVE_FROM?: string | null;
  /** A promotion's last day, dd.MM.yyyy. */
  ACTIVE_TO?: string | null;
}

/** result.page of a content detail (detail_action, detail_news, detail); null, false or [] for none. */
export interface WireContentDetail extends WireContentItem {
  DETAIL_TEXT?: string | null;
  DETAIL_PICTURE_PATH?: string | null;
}

/** result.page of a content list (actions, news, optinfo, listbrands, portal_news). */
export interface WireContentPage {
  total: WireNumber;
  items?: readonly WireContentItem[] | null;
}

/** A requisite of the about page: its value sits in VALUE. */
export interface WireRequisite {
  VALUE?: string | null;
}

/** result.page of page=about (doc 2 §3 "About page data"). */
export interface WireAboutPage {
  PREVIEW_TEXT?: string | null;
  ADVANTAGES?: readonly { TITLE: string; TEXT?: string | null }[] | null;
  PROPERTY_REQUISITES_NAME?: WireRequisite | null;
  PROPERTY_REQUISITES_ADDRESS?: WireRequisite | null;
  PROPERTY_REQUISITES_INN?: WireRequisite | null;
  PROPERTY_REQUISITES_KPP?: WireRequisite | null;
  PROPERTY_REQUISITES_OGRN?: WireRequisite | null;
  PROPERTY_REQUISITES_OKPO?: WireRequisite | null;
  PROPERTY_REQUISITES_PHONE?: WireRequisite | null;
  CERTIFICATES?: readonly string[] | null;
  DETAIL_TEXT?: string | null;
  MORE_PHOTO?: readonly string[] | null;
  DOCS?: readonly { TITLE: string; FILE?: string | null }[] | null;
}

/** A manager of page=contacts (content source 48), with its section. */
export interface WireContactManager {
  ID: WireId;
  NAME: string;
  PREVIEW_TEXT?: string | null;
  WORK_PHONE_VALUE?: string | null;
  MOBILE_PHONE_VALUE?: string | null;
  IBLOCK_SECTION_ID?: WireId | null;
  SECTION_NAME?: string | null;
}

/** result.page of page=contacts. */
export interface WireContactsPage {
  managers?: readonly WireContactManager[] | null;
}

/** A make, model or generation of the mat constructor. */
export interface WireMatCar {
  ID: WireId;
  UF_NAME: string;
}

/** A cell shape's or edging's colour; UF_CODE_COLOR is '#rrggbb'. */
export interface WireMatColour {
  ID: WireId;
  UF_NAME: string;
  UF_CODE_COLOR?: string | null;
}

/** An item of the set or an upsale item. */
export interface WireMatItem {
  UF_XML_ID: WireId;
  UF_NAME: string;
  UF_FULL_DESCRIPTION?: string | null;
}

/** A name plate or heel pad. */
export interface WireMatAccessory {
  ID: WireId;
  NAME: string;
  XML_ID?: string | null;
  PRICE: WireNumber;
  PICTURE?: string | null;
  PICTURE_KONST?: string | null;
}

/** A cell shape with the colours it comes in. */
export interface WireMatMaterial {
  ID: WireId;
  UF_XML_ID: string;
  UF_NAME: string;
  UF_CML2_COLOR?: readonly WireId[] | null;
  UF_FULL_DESCRIPTION?: string | null;
}

/**
 * An item's prices: OPT_PRICE and BASE_PRICE to the portal's session; to a partner key the retail
 * price alone (PRICE).
 */
export type WireMatPrice = { OPT_PRICE: WireNumber; BASE_PRICE: WireNumber } | { PRICE: WireNumber };

/** A transmission of the pattern. */
export interface WireMatOption {
  ID: WireId;
  NAME: string;
}

/** The pattern of a car (PATTERN of page=eva_constructor_data). */
export interface WireMatPattern {
  NAME: string;
  EVA_ARTICLE: string;
  MARKA: WireMatCar;
  MODEL: WireMatCar;
  GENER: WireMatCar;
  HAS_2D_OPT: boolean | 'Y' | 'N' | 1 | 0;
  HAS_3D_OPT: boolean | 'Y' | 'N' | 1 | 0;
  TRANSMISSIONS: { DATA: readonly WireMatOption[] };
  TYPES: { DATA: { OPT?: readonly (WireMatOption & { TYPE: string })[] | null } };
  /** Prices by material, by mat type, by item. */
  PRICES: Record<string, Record<string, Record<string, WireMatPrice>>>;
  PREVIEW_PATH?: string | null;
}

/** result.page of page=eva_constructor_data (doc 2 §3); null for an unknown pattern. */
export interface WireMatConstructorData {
  PATTERN: WireMatPattern;
  MATERIALS: readonly WireMatMaterial[];
  COLORS: readonly WireMatColour[];
  KANT_COLORS: readonly WireMatColour[];
  COMPLECT: readonly WireMatItem[];
  UPSALE?: readonly WireMatItem[] | null;
  model_labels?: readonly WireMatAccessory[] | null;
  products?: readonly WireMatAccessory[] | null;
}

/** A banner of the mat constructor's start. */
export interface WireMatBanner {
  ID: WireId;
  NAME?: string | null;
  PICTURE: string;
}

/** result.page of page=eva_constructor_main: the makes and the banners. */
export interface WireMatStart {
  marka: readonly WireMatCar[];
  banners?: readonly WireMatBanner[] | null;
}

/** result of backend.evacarpet.json: the makes, a make's models and a model's generations. */
export interface WireMatCars {
  marka?: readonly WireMatCar[] | null;
  model: readonly WireMatCar[];
  gener: readonly WireMatCar[];
}

/** result of backend.constructor.json: the pattern's code of a car. */
export interface WireMatPatternCode {
  NUM_ARTICLE: WireId;
}

/** A text of the online catalogues, which the catalogue service may send as a number. */
export type WireVinLabel = string | number;

/** A catalogue of the online catalogues; brand only where the page names the catalogue chosen. */
export interface WireVinCatalogue {
  code: WireId;
  name: WireVinLabel;
  brand?: WireVinLabel | null;
}

/** A vehicle's or part's attribute (year, engine, note …). */
export interface WireVinAttribute {
  key: WireVinLabel;
  name?: WireVinLabel | null;
  value?: WireVinLabel | null;
}

/** A vehicle; ssd leads to its quick groups. */
export interface WireVinVehicle {
  vehicleId: WireId;
  brand?: WireVinLabel | null;
  name: WireVinLabel;
  catalog: WireId;
  ssd: string;
  attributes?: WireEntries<WireVinAttribute> | null;
}

/** A choice of a wizard's condition: key is the ssd with that choice added. */
export interface WireVinConditionOption {
  key: string;
  value: WireVinLabel;
}

/** A condition of the vehicle selection: determined with its value (ssd resets it), else its options. */
export interface WireVinCondition {
  conditionId: WireId;
  name: WireVinLabel;
  determined: WireFlag;
  value?: WireVinLabel | null;
  ssd?: string | null;
  options?: WireEntries<WireVinConditionOption> | null;
}

/** A quick group; synonyms as one comma-separated text or a list. */
export interface WireVinQuickGroup {
  quickGroupId: WireId;
  name: WireVinLabel;
  searchable: WireFlag;
  synonyms?: string | WireEntries<WireVinLabel> | null;
  childGroups?: WireEntries<WireVinQuickGroup> | null;
}

/** A part of a unit, with our goods of its number. */
export interface WireVinPart {
  oem?: WireVinLabel | null;
  name?: WireVinLabel | null;
  codeOnImage?: WireVinLabel | null;
  attributes?: WireEntries<WireVinAttribute> | null;
  products?: WireEntries<WireProduct> | null;
}

/** A unit with its diagram and parts. */
export interface WireVinUnit {
  unitId: WireId;
  code?: WireVinLabel | null;
  name: WireVinLabel;
  imageUrl?: string | null;
  ssd: string;
  parts?: WireEntries<WireVinPart> | null;
}

/** A category of a quick group's units. */
export interface WireVinCategory {
  categoryId: WireId;
  name: WireVinLabel;
  units?: WireEntries<WireVinUnit> | null;
}

/** A hotspot of a unit's diagram: the part's code on the image and its box. */
export interface WireVinHotspot {
  code: WireVinLabel;
  x1: WireNumber;
  y1: WireNumber;
  x2: WireNumber;
  y2: WireNumber;
}

/** result.page of page=laximo-main; a missing or empty page is 404 (as for each laximo page). */
export interface WireVinCataloguesPage {
  catalogs: WireEntries<WireVinCatalogue>;
}

/** result.page of page=laximo-catalog: the vehicle selection. */
export interface WireVinWizardPage {
  catalog: WireVinCatalogue;
  ssd?: string | null;
  conditions: WireEntries<WireVinCondition>;
  allowListVehicles: WireFlag;
}

/** result.page of page=laximo-vehicles. */
export interface WireVinVehiclesPage {
  catalog: WireVinCatalogue;
  vehicles?: WireEntries<WireVinVehicle> | null;
}

/** result.page of page=laximo-vin: the vehicles a VIN or frame number identifies. */
export interface WireVinByIdentPage {
  vehicles?: WireEntries<WireVinVehicle> | null;
}

/** result.page of page=laximo-qgroups. */
export interface WireVinQuickGroupsPage {
  catalog: WireVinCatalogue;
  vehicle: WireVinVehicle;
  groups: WireEntries<WireVinQuickGroup>;
}

/** result of backend.listquickdetail.json: a quick group's categories. */
export type WireVinQuickDetails = WireEntries<WireVinCategory> | null;

/** result.page of page=laximo-unit. */
export interface WireVinUnitPage {
  catalog: WireVinCatalogue;
  vehicle: WireVinVehicle;
  unit: WireVinUnit;
  map?: WireEntries<WireVinHotspot> | null;
}
