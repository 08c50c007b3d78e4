import type { FormObject } from '../domain/form';
import type { RemoteOffer, ScheduledShipment } from '../domain/remote-supplier';
import type {
  ListedOffer,
  RemoteCatalog,
  SearchStage,
  SearchStep,
  StepAnswer,
  StepFilterData,
  StepRequest,
} from '../domain/step-search';
import type { ApiClient } from './client';
import {
  DecodeError,
  type Decoder,
  type FieldsOf,
  isRecord,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import { loadPageData, type PageData } from './page-data';
import { entries, flag, productWire } from './product';
import { remoteOfferWire } from './remote-supplier';
import { phpObject, wireMap } from './wire-map';
import type {
  WireFilterBlock,
  WireFilterOption,
  WireLocalAnalogues,
  WireRemoteCatalog,
  WireRemoteSuppliers,
  WireSearchAnswer,
  WireSearchFilterData,
  WireSearchMode,
  WireShipment,
} from './wire-types';

/** The steps in the order they run (doc 1 §4). */
export const SEARCH_STEPS = [
  'instock',
  'instockremotesuppliers',
  'instockanalogs',
  'instockanalogsremotesuppliers',
] as const satisfies readonly SearchStep[];

const text: Decoder<string> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? String(input) : string(input, path);

const wholeOrNull: Decoder<number | null> = (input, path = '') => {
  if (input === undefined || input === null || input === '') return null;
  const value = numeric(input, path);
  if (!Number.isInteger(value) || value < 0) throw new DecodeError(path, 'a whole number');
  return value;
};

const filterBlock = optional(
  object({
    VALUES: optional(entries(object({ ID: text, NAME: text } satisfies FieldsOf<WireFilterOption>)), []),
  } satisfies FieldsOf<WireFilterBlock>),
  { VALUES: [] },
);

const filterDataWire: Decoder<StepFilterData> = map(
  optional(
    phpObject(
      object({ brands: filterBlock, delivery_time: filterBlock } satisfies FieldsOf<WireSearchFilterData>),
    ),
    null,
  ),
  (wire): StepFilterData => ({
    brands: (wire?.brands.VALUES ?? []).map(({ ID, NAME }) => ({ id: ID, name: NAME })),
    deliveryDates: (wire?.delivery_time.VALUES ?? []).map(({ ID, NAME }) => ({ id: ID, name: NAME })),
  }),
);

const products = optional(entries(productWire), []);

const scheduleWire = optional(
  entries(
    map(
      object({
        shipping_date_in_timestamp: numeric,
        shipping_date_format: string,
      } satisfies FieldsOf<WireShipment>),
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
    ? entries(remoteOfferWire)(input.items, `${path}.items`)
    : entries(remoteOfferWire)(input, path);

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
        entries(
          map(
            object({
              brand_title: string,
              title: optional(string, ''),
            } satisfies FieldsOf<WireRemoteCatalog>),
            (wire): RemoteCatalog => ({ brand: wire.brand_title, title: wire.title }),
          ),
        ),
        [],
      ),
      PARTS: partsWire,
    } satisfies FieldsOf<WireRemoteSuppliers>),
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
      phpObject(
        object({
          products_data: products,
          filter_data: filterDataWire,
        } satisfies FieldsOf<WireLocalAnalogues>),
      ),
      null,
    ),
    delivery_schedule: scheduleWire,
    remote_suppliers: remoteSuppliersWire,
    param_search: optional(
      phpObject(
        object({ is_soft_search: flag, is_ultra_soft_search: flag } satisfies FieldsOf<WireSearchMode>),
      ),
      null,
    ),
  } satisfies FieldsOf<WireSearchAnswer>),
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
export function loadSearchStep(
  api: ApiClient,
  request: StepRequest,
  signal?: AbortSignal,
): Promise<PageData<StepAnswer>> {
  return loadPageData(api, STEP_SEARCH_PAGE, {
    params: stepRequestParams(request),
    page: stepAnswerWire,
    signal,
  });
}
