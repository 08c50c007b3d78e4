import type { ScheduledShipment } from '../rules/remote-delivery';
import type { Session } from '../session/session';
import {
  boolean,
  DecodeError,
  type Decoder,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  refine,
  string,
} from './decode';
import type { FormObject } from './form';
import { loadPageData } from './page-data';
import { type RemoteOffer, remoteOfferWire } from './remote-supplier';
import { listOrMap, phpObject, wireMap } from './wire-map';

/** The steps of the step-by-step search, in the order they run (doc 1 §4). */
export const SEARCH_STEPS = [
  'instock',
  'instockremotesuppliers',
  'instockanalogs',
  'instockanalogsremotesuppliers',
] as const;
export type SearchStep = (typeof SEARCH_STEPS)[number];
/** A step, or `final` once the server says nothing is left to search. */
export type SearchStage = SearchStep | 'final';

/** A part from the supplier's own stock, as the step search lists it (doc 1 §3 "Product"). */
export interface LocalProduct {
  id: string;
  name: string;
  xmlId: string;
  catalogXmlId: string;
  detailPageUrl: string;
  photo: string | null;
  brand: string;
  article: string;
  /** PROPERTY_MIN_QUANT_VALUE: sold in multiples of this. */
  multiplicity: number;
  marked: boolean;
  allowReturn: boolean;
  returnDays: number | null;
  marks: { new: boolean; trend: boolean; hit: boolean };
  stock: number;
  price: number;
  /** 'dd.MM.yyyy', or `null` when the server gives no date ('Доставим - Нет данных'). */
  shippingDate: string | null;
}

/** One value of a filter block (doc 1 §3 "Search page data" filter_data). */
export interface StepFilterOption {
  id: string;
  name: string;
}

export interface StepFilterData {
  brands: readonly StepFilterOption[];
  deliveryDates: readonly StepFilterOption[];
}

/** A brand the searched article exists under, offered when the article alone is ambiguous. */
export interface RemoteCatalog {
  brand: string;
  title: string;
}

/** A remote offer with the analogue type it was listed under (`N` is the searched article). */
export interface ListedOffer {
  offer: RemoteOffer;
  analogue: boolean;
}

/** What one step answered (result.page of backend.page.json, page=searchallsourcesbystep). */
export interface StepAnswer {
  nextStage: SearchStage;
  total: number | null;
  products: LocalProduct[];
  localAnalogues: LocalProduct[];
  offers: ListedOffer[];
  catalogs: RemoteCatalog[];
  schedule: ScheduledShipment[];
  filters: StepFilterData;
  softSearch: 'exact' | 'soft' | 'ultra-soft';
}

const flag = optional(boolean, false);
const text: Decoder<string> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : string(input, path);

const wholeOrNull: Decoder<number | null> = (input, path = '') => {
  if (input === undefined || input === null || input === '') return null;
  const value = numeric(input, path);
  if (!Number.isInteger(value) || value < 0) throw new DecodeError(path, 'a whole number');
  return value;
};

/** 'Y' marks a product under mandatory marking; anything else does not. */
const markedFlag: Decoder<boolean> = (input) => input === 'Y' || input === true;

export const localProductWire: Decoder<LocalProduct> = map(
  object({
    ID: identifier,
    NAME: string,
    XML_ID: optional(text, ''),
    IBLOCK_EXTERNAL_ID: optional(text, ''),
    DETAIL_PAGE_URL: optional(string, ''),
    PHOTO: optional(string, ''),
    PROPERTY_BRAND_NAME: optional(string, ''),
    PROPERTY_CML2_ARTICLE_VALUE: text,
    PROPERTY_MIN_QUANT_VALUE: optional(numeric, 1),
    PROPERTY_MARKED_PRODUCT_VALUE: markedFlag,
    allow_return: flag,
    return_days: wholeOrNull,
    OPT_NEW_MARK: flag,
    OPT_TRAND_MARK: flag,
    OPT_HIT_MARK: flag,
    PRODUCT_DATA: object({ AMOUNT: refine(numeric, (amount) => amount >= 0, 'a stock') }),
    PRICE_DATA: object({ DISCOUNT_PRICE: refine(numeric, (price) => price >= 0, 'a price') }),
    delivery_data: optional(object({ shipping_date_format: optional(string, '') }), null),
  }),
  (wire): LocalProduct => ({
    id: wire.ID,
    name: wire.NAME,
    xmlId: wire.XML_ID,
    catalogXmlId: wire.IBLOCK_EXTERNAL_ID,
    detailPageUrl: wire.DETAIL_PAGE_URL,
    photo: wire.PHOTO || null,
    brand: wire.PROPERTY_BRAND_NAME,
    article: wire.PROPERTY_CML2_ARTICLE_VALUE,
    multiplicity:
      Number.isInteger(wire.PROPERTY_MIN_QUANT_VALUE) && wire.PROPERTY_MIN_QUANT_VALUE >= 1
        ? wire.PROPERTY_MIN_QUANT_VALUE
        : 1,
    marked: wire.PROPERTY_MARKED_PRODUCT_VALUE,
    allowReturn: wire.allow_return,
    returnDays: wire.return_days,
    marks: { new: wire.OPT_NEW_MARK, trend: wire.OPT_TRAND_MARK, hit: wire.OPT_HIT_MARK },
    stock: Math.floor(wire.PRODUCT_DATA.AMOUNT),
    price: wire.PRICE_DATA.DISCOUNT_PRICE,
    shippingDate: wire.delivery_data?.shipping_date_format || null,
  }),
);

const filterBlock = optional(object({ VALUES: optional(listOrMap(object({ ID: text, NAME: text })), []) }), {
  VALUES: [],
});

const filterDataWire: Decoder<StepFilterData> = map(
  optional(phpObject(object({ brands: filterBlock, delivery_time: filterBlock })), null),
  (wire): StepFilterData => ({
    brands: (wire?.brands.VALUES ?? []).map(({ ID, NAME }) => ({ id: ID, name: NAME })),
    deliveryDates: (wire?.delivery_time.VALUES ?? []).map(({ ID, NAME }) => ({ id: ID, name: NAME })),
  }),
);

const products = optional(listOrMap(localProductWire), []);

const scheduleWire = optional(
  listOrMap(
    map(
      object({ shipping_date_in_timestamp: numeric, shipping_date_format: string }),
      (wire): ScheduledShipment => ({
        shippingTimestamp: wire.shipping_date_in_timestamp,
        shippingDate: wire.shipping_date_format,
      }),
    ),
  ),
  [],
);

/** The item lists of one article: `{ items: [...] }`, or the list itself. */
const articleOffers: Decoder<RemoteOffer[]> = (input, path = '') =>
  isRecord(input) && 'items' in input
    ? listOrMap(remoteOfferWire)(input.items, `${path}.items`)
    : listOrMap(remoteOfferWire)(input, path);

/** PARTS: analogue type → brand → article → items; `analog_type_N` is the searched article itself. */
const partsWire: Decoder<ListedOffer[]> = map(
  optional(wireMap(wireMap(wireMap(articleOffers))), {}),
  (types) =>
    Object.entries(types).flatMap(([type, brands]) =>
      Object.values(brands).flatMap((articles) =>
        Object.values(articles).flatMap((offers) =>
          offers.map((offer) => ({ offer, analogue: type !== 'analog_type_N' })),
        ),
      ),
    ),
);

const remoteSuppliersWire = optional(
  phpObject(
    object({
      CATALOGS: optional(
        listOrMap(
          map(
            object({ brand_title: string, title: optional(string, '') }),
            (wire): RemoteCatalog => ({ brand: wire.brand_title, title: wire.title }),
          ),
        ),
        [],
      ),
      PARTS: partsWire,
    }),
  ),
  { CATALOGS: [], PARTS: [] },
);

/** An unknown or missing next_step ends the search rather than looping on it. */
const nextStage: Decoder<SearchStage> = (input) => SEARCH_STEPS.find((step) => step === input) ?? 'final';

export const stepAnswerWire: Decoder<StepAnswer> = map(
  object({
    next_step: nextStage,
    total: wholeOrNull,
    products_data: products,
    filter_data: filterDataWire,
    local_analogs: optional(
      phpObject(object({ products_data: products, filter_data: filterDataWire })),
      null,
    ),
    delivery_schedule: scheduleWire,
    remote_suppliers: remoteSuppliersWire,
    param_search: optional(phpObject(object({ is_soft_search: flag, is_ultra_soft_search: flag })), null),
  }),
  (wire): StepAnswer => ({
    nextStage: wire.next_step,
    total: wire.total,
    products: wire.products_data,
    localAnalogues: wire.local_analogs?.products_data ?? [],
    offers: wire.remote_suppliers.PARTS,
    catalogs: wire.remote_suppliers.CATALOGS,
    schedule: wire.delivery_schedule,
    filters: {
      brands: [...wire.filter_data.brands, ...(wire.local_analogs?.filter_data.brands ?? [])],
      deliveryDates: [
        ...wire.filter_data.deliveryDates,
        ...(wire.local_analogs?.filter_data.deliveryDates ?? []),
      ],
    },
    softSearch: wire.param_search?.is_ultra_soft_search
      ? 'ultra-soft'
      : wire.param_search?.is_soft_search
        ? 'soft'
        : 'exact',
  }),
);

const STEP_SEARCH_PAGE = 'searchallsourcesbystep';

/** What one step asks for (doc 1 §7, page-data 'searchallsourcesbystep'). */
export interface StepRequest {
  article: string;
  /** A brand name, 'nobrand' or ''. */
  brand: string;
  type: 'article' | 'description';
  step: SearchStep;
}

/** The page parameters of a step; search_type goes with the first step only (doc 1 §7). */
export function stepRequestParams(request: StepRequest): FormObject {
  return {
    search_article: request.article,
    search_brand: request.brand,
    step: request.step,
    ...(request.step === SEARCH_STEPS[0] && { search_type: request.type }),
  };
}

/** Asks the server for one step of the search. */
export async function loadSearchStep(
  session: Session,
  request: StepRequest,
  signal?: AbortSignal,
): Promise<StepAnswer> {
  const { page, header } = await loadPageData(session.api, STEP_SEARCH_PAGE, {
    params: stepRequestParams(request),
    page: stepAnswerWire,
    signal,
  });
  // The answer carries the header figures too: the badge stays current while the client searches.
  if (header) session.$headerBasket.set(header);
  return page;
}
