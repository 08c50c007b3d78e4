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
  PRODUCT_DATA?: { AMOUNT?: WireNumber | null } | null;
  AMOUNT?: WireNumber | null;
  PRICE_DATA?: WireProductPrice | null;
  delivery_data?: WireDelivery | null;
  deliveryData?: WireDelivery | null;
}

/** backend.product.json with page=modal_detail_product: the part and its analogues. */
export interface WireProductDetails {
  product: WireProduct;
  /** PHP sends an empty one as `[]`. */
  analogs?: { products_data?: WireEntries<WireProduct> | null } | [] | null;
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

/** The fixed keys of filter_data; every other key is a property block. */
export interface WireFilterFields {
  PRICE?: {
    max?: WireNumber | null;
    VALUES?: { min?: WireNumber | null; max?: WireNumber | null } | null;
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

/** A filter block of the search answer (brands, delivery dates). */
export interface WireFilterBlock {
  NAME?: string;
  VALUES?: WireEntries<{ ID: string | number; NAME: string | number }> | null;
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
  param_search?: { is_soft_search?: WireFlag; is_ultra_soft_search?: WireFlag } | [] | null;
}
