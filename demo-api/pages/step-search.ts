import type {
  WireFilterBlock,
  WireRemoteOffer,
  WireSearchAnswer,
  WireSearchFilterData,
} from '../../src/core/api/wire-types';
import type { Catalogue, Product } from '../data/catalogue';
import { toWireProduct } from '../data/catalogue';
import {
  deliverySchedule,
  offerDeliveryDate,
  type RemoteOffer,
  type RemotePart,
  remotePartOf,
  remoteWorld,
  type ScheduleRun,
  spelled,
} from '../data/remote-suppliers';
import { findForStepSearch, type StepSearchMatch, type StepSearchRequest } from '../data/step-search';
import { formatRoubles } from '../format';
import { textField } from '../http/form';
import type { DemoStore } from '../state/store';
import type { PageHandler } from './index';

export const SEARCH_STEPS = [
  'instock',
  'instockremotesuppliers',
  'instockanalogs',
  'instockanalogsremotesuppliers',
] as const;
export type SearchStep = (typeof SEARCH_STEPS)[number];

// search_type comes with the first step only (doc 1 §7): the server remembers it per search, as the
// real one does in its session. Kept beside each app's store, so two apps share nothing.
const searchTypes = new WeakMap<DemoStore, Map<string, StepSearchRequest['type']>>();

function rememberedType(store: DemoStore, key: string, sent: string | undefined): StepSearchRequest['type'] {
  let types = searchTypes.get(store);
  if (!types) {
    types = new Map();
    searchTypes.set(store, types);
  }
  if (sent !== undefined) types.set(key, sent === 'description' ? 'description' : 'article');
  return types.get(key) ?? 'article';
}

function filterBlock(name: string, values: Iterable<string>): WireFilterBlock {
  return {
    NAME: name,
    VALUES: [...new Set(values)].filter(Boolean).map((value) => ({ ID: value, NAME: value })),
  };
}

function filterData(brands: Iterable<string>, dates: Iterable<string>): WireSearchFilterData {
  return { brands: filterBlock('Бренд', brands), delivery_time: filterBlock('Дата доставки', dates) };
}

function toWireOffer(offer: RemoteOffer, now: number, schedule: readonly ScheduleRun[]) {
  const { part, supplier } = offer;
  return {
    id: String(offer.id),
    hash: `${supplier.id}-${offer.id.toString(36)}`,
    title: part.name,
    brand_title: part.brand,
    original_brand_title: spelled(supplier, part.brand),
    original_article: spelled(supplier, part.article),
    article: spelled(supplier, part.article),
    PHOTO: part.photo,
    quantity: offer.quantity,
    ratio: offer.ratio,
    price_src: offer.price,
    display_discount_price: formatRoubles(offer.price),
    delivery: offer.deliveryHours,
    delivery_time: offerDeliveryDate(offer, now, schedule),
    allow_return: supplier.allowsReturns && part.allowReturn,
    return_days: part.returnDays,
    supplier_id: supplier.id,
    supplier_title: supplier.title,
    chain_id: supplier.chainId,
    extra: { warehouse: `W-${supplier.id}`, price_row: String(offer.id % 100_000) },
    OPT_NEW_MARK: part.marks.isNew,
    OPT_TRAND_MARK: part.marks.isTrend,
    OPT_HIT_MARK: part.marks.isHit,
  } satisfies WireRemoteOffer;
}

type WireOffer = ReturnType<typeof toWireOffer>;

/** PARTS of one analogue type: brand → article → { items }. */
function byBrandAndArticle(offers: readonly WireOffer[]) {
  const brands: Record<string, Record<string, { items: WireOffer[] }>> = {};
  for (const offer of offers) {
    const articles = brands[offer.brand_title] ?? {};
    brands[offer.brand_title] = articles;
    const group = articles[offer.article] ?? { items: [] };
    articles[offer.article] = group;
    group.items.push(offer);
  }
  return brands;
}

const inStock = (products: readonly Product[]) => products.filter((product) => product.stock > 0);

/** Catalogue analogues of the found parts, without the parts themselves. */
function analoguesOf(catalogue: Catalogue, match: StepSearchMatch): Product[] {
  const found = new Set(match.parts.map((part) => part.id));
  const analogues = new Map<number, Product>();
  for (const part of match.parts)
    for (const analogue of catalogue.analogues(part))
      if (!found.has(analogue.id)) analogues.set(analogue.id, analogue);
  return [...analogues.values()];
}

/** Parts only suppliers carry, of the groups found, that are not the searched article itself. */
function remoteOnlyAnalogues(catalogue: Catalogue, match: StepSearchMatch): RemotePart[] {
  const world = remoteWorld(catalogue);
  const found = new Set(match.remoteOnly.map((part) => part.ref));
  const groups = new Set([...match.parts, ...match.remoteOnly].map((part) => part.analogueGroup));
  return [...groups].flatMap((group) => world.remoteOnlyOf(group).filter((part) => !found.has(part.ref)));
}

interface StepContext {
  catalogue: Catalogue;
  match: StepSearchMatch;
  request: StepSearchRequest;
  now: number;
}

function nextStep(step: SearchStep, type: StepSearchRequest['type']): string {
  // Suppliers are searched by article only: a search by name never asks them.
  const steps =
    type === 'article' ? SEARCH_STEPS : SEARCH_STEPS.filter((s) => !s.endsWith('remotesuppliers'));
  return steps[steps.indexOf(step) + 1] ?? 'final';
}

function remoteAnswer({ catalogue, now }: StepContext, parts: readonly RemotePart[], type: 'N' | '0') {
  const world = remoteWorld(catalogue);
  const schedule = deliverySchedule(now);
  const offers = parts
    .flatMap((part) => world.offersOf(part))
    .map((offer) => toWireOffer(offer, now, schedule));
  return {
    offers,
    answer: {
      delivery_schedule: schedule,
      remote_suppliers: { PARTS: { [`analog_type_${type}`]: byBrandAndArticle(offers) } },
    },
  };
}

function answerStep(step: SearchStep, context: StepContext): WireSearchAnswer {
  const { catalogue, match, request, now } = context;
  const next = { next_step: nextStep(step, request.type) };
  const wireProducts = (products: readonly Product[]) =>
    products.map((product) => toWireProduct(product, { now }));
  switch (step) {
    case 'instock': {
      const found = inStock(match.parts);
      const products = wireProducts(found);
      return {
        ...next,
        total: products.length,
        products_data: products,
        // Brand and date filters restrict the analogue sections only: the analogue steps bring them.
        show_remote_suppliers: request.type === 'article',
        param_search: {
          is_soft_search: match.softSearch !== 'exact',
          is_ultra_soft_search: match.softSearch === 'ultra-soft',
        },
      };
    }
    case 'instockremotesuppliers': {
      const parts = [...match.parts.map(remotePartOf), ...match.remoteOnly];
      const { answer } = remoteAnswer(context, parts, 'N');
      const catalogs = match.brandChoice.map((part) => ({ brand_title: part.brand, title: part.name }));
      return { ...next, ...answer, remote_suppliers: { ...answer.remote_suppliers, CATALOGS: catalogs } };
    }
    case 'instockanalogs': {
      const found = inStock(analoguesOf(catalogue, match));
      const products = wireProducts(found);
      return {
        ...next,
        local_analogs: {
          products_data: products,
          filter_data: filterData(
            found.map((product) => product.brand),
            products.map((product) => product.delivery_data.shipping_date_format),
          ),
        },
      };
    }
    case 'instockanalogsremotesuppliers': {
      const parts = [
        ...analoguesOf(catalogue, match).map(remotePartOf),
        ...remoteOnlyAnalogues(catalogue, match),
      ];
      const { offers, answer } = remoteAnswer(context, parts, '0');
      return {
        ...next,
        ...answer,
        filter_data: filterData(
          offers.map((offer) => offer.brand_title),
          offers.map((offer) => offer.delivery_time),
        ),
      };
    }
  }
}

/**
 * page=searchallsourcesbystep (doc 1 §7): one step of the step-by-step search for search_article,
 * search_brand and step; search_type comes with the first step. Anonymous visitors get nothing:
 * prices are for clients only.
 */
export const stepSearchPage: PageHandler = ({ params, caller, deps }) => {
  const step = SEARCH_STEPS.find((candidate) => candidate === textField(params, 'step'));
  const article = textField(params, 'search_article') ?? '';
  const brand = textField(params, 'search_brand') ?? '';
  if (!step || !caller) return { next_step: 'final' } satisfies WireSearchAnswer;
  const key = `${caller.user.login}|${article}|${brand}`;
  const type = rememberedType(
    deps.store,
    key,
    step === 'instock' ? (textField(params, 'search_type') ?? '') : undefined,
  );
  const request = { article, brand, type };
  const match = findForStepSearch(deps.catalogue, request);
  return answerStep(step, { catalogue: deps.catalogue, match, request, now: deps.now() });
};
