import { formatDate, MOSCOW_OFFSET_MS } from '../format';
import { brandByName, clearArticle, makeArticle } from './brands';
import type { Catalogue, Product } from './catalogue';
import { PART_KINDS, partPhotoPath } from './part-kinds';
import { createRandom } from './random';

/** A warehouse of another company the portal can order from (doc 1 §3 remote-supplier item). */
interface RemoteSupplier {
  id: string;
  title: string;
  chainId: string;
  /** Hours before a part of this supplier can leave with a run of the schedule. */
  deliveryHours: number;
  priceFactor: number;
  /** How the supplier's price list writes brands and articles (what the portal must see through). */
  spelling: 'as-is' | 'compact' | 'lower';
  allowsReturns: boolean;
}

export const REMOTE_SUPPLIERS: readonly RemoteSupplier[] = [
  {
    id: '201',
    title: 'Склад Воронеж-Север',
    chainId: '31',
    deliveryHours: 6,
    priceFactor: 1.12,
    spelling: 'as-is',
    allowsReturns: true,
  },
  {
    id: '202',
    title: 'Склад Москва',
    chainId: '32',
    deliveryHours: 20,
    priceFactor: 1.07,
    spelling: 'compact',
    allowsReturns: true,
  },
  {
    id: '203',
    title: 'Склад Санкт-Петербург',
    chainId: '33',
    deliveryHours: 52,
    priceFactor: 1.03,
    spelling: 'lower',
    allowsReturns: true,
  },
  {
    id: '204',
    title: 'Склад Екатеринбург',
    chainId: '34',
    deliveryHours: 100,
    priceFactor: 0.99,
    spelling: 'as-is',
    allowsReturns: true,
  },
  {
    id: '205',
    title: 'Поставщик Европа (под заказ)',
    chainId: '35',
    deliveryHours: 240,
    priceFactor: 0.94,
    spelling: 'as-is',
    allowsReturns: false,
  },
  // Further out than the schedule reaches: its rows read 'Доставим - Нет данных'.
  {
    id: '206',
    title: 'Поставщик ОАЭ (под заказ)',
    chainId: '36',
    deliveryHours: 720,
    priceFactor: 0.88,
    spelling: 'as-is',
    allowsReturns: false,
  },
];

/** A part as suppliers list it: a catalogue part, or one the supplier's own stock never carries. */
export interface RemotePart {
  /** The catalogue id, or REMOTE_ONLY_BASE and up for a part only remote suppliers have. */
  ref: number;
  name: string;
  brand: string;
  article: string;
  /** A mid-range supplier's price in roubles. */
  price: number;
  photo: string;
  multiplicity: number;
  analogueGroup: number;
  allowReturn: boolean;
  returnDays: number | null;
  /** The catalogue's 'Новинка', 'Тренд', 'Хит'; parts only suppliers carry have none. */
  marks: { isNew: boolean; isTrend: boolean; isHit: boolean };
}

export interface RemoteOffer {
  /** Numeric, so that basket.add.json takes it as productId like any part. */
  id: number;
  part: RemotePart;
  supplier: RemoteSupplier;
  quantity: number;
  ratio: number;
  price: number;
  deliveryHours: number;
}

const REMOTE_ONLY_BASE = 500_000;
const OFFER_ID_BASE = 100_000_000;
const PARTS_PER_GROUP = 4;

const supplierAt = (index: number): RemoteSupplier => {
  const supplier = REMOTE_SUPPLIERS[index];
  if (!supplier) throw new Error(`No remote supplier ${index}`);
  return supplier;
};
const offerId = (ref: number, supplierIndex: number): number => OFFER_ID_BASE + ref * 10 + supplierIndex;
const round = (amount: number): number => Math.round(amount * 100) / 100;

interface OfferSeed {
  supplier: number;
  quantity: number;
  ratio: number;
}

/**
 * The brake pads of VW Polo (group 1: BOSCH 1001 and TRW 1002 in stock, ATE 1003 not) are written
 * out so tests and the README can name them: ATE at 'Склад Москва' is sold in pairs (ratio 2).
 * KNECHT's 'OC 90' (group 2) is at two warehouses.
 */
const FEATURED_OFFERS: ReadonlyMap<number, readonly OfferSeed[]> = new Map([
  [
    1001,
    [
      { supplier: 1, quantity: 14, ratio: 1 },
      { supplier: 2, quantity: 40, ratio: 1 },
    ],
  ],
  [1002, [{ supplier: 1, quantity: 6, ratio: 1 }]],
  [
    1003,
    [
      { supplier: 1, quantity: 9, ratio: 2 },
      { supplier: 4, quantity: 30, ratio: 1 },
    ],
  ],
  [
    REMOTE_ONLY_BASE + PARTS_PER_GROUP,
    [
      { supplier: 0, quantity: 25, ratio: 1 },
      { supplier: 3, quantity: 12, ratio: 1 },
    ],
  ],
  [REMOTE_ONLY_BASE + PARTS_PER_GROUP + 1, [{ supplier: 5, quantity: 50, ratio: 1 }]],
  [
    REMOTE_ONLY_BASE + 2 * PARTS_PER_GROUP,
    [
      { supplier: 1, quantity: 20, ratio: 1 },
      { supplier: 3, quantity: 8, ratio: 1 },
    ],
  ],
]);

const remoteOnly = (
  group: number,
  index: number,
  part: Omit<RemotePart, 'ref' | 'analogueGroup' | 'marks'>,
): RemotePart => ({
  ...part,
  marks: { isNew: false, isTrend: false, isHit: false },
  ref: REMOTE_ONLY_BASE + group * PARTS_PER_GROUP + index,
  analogueGroup: group,
});

const FEATURED_REMOTE_ONLY: ReadonlyMap<number, readonly RemotePart[]> = new Map([
  [
    1,
    [
      remoteOnly(1, 0, {
        name: 'Колодки тормозные передние VW Polo',
        brand: 'FENOX',
        article: 'BP43123',
        price: 1290,
        photo: partPhotoPath('brake-pads'),
        multiplicity: 1,
        allowReturn: true,
        returnDays: null,
      }),
      remoteOnly(1, 1, {
        name: 'Колодки тормозные передние VW Polo',
        brand: 'MARSHALL',
        article: 'M2621234',
        price: 1180.5,
        photo: '',
        multiplicity: 1,
        allowReturn: true,
        returnDays: null,
      }),
    ],
  ],
  // KNECHT writes its oil filter 'OC 90' as MAHLE does (1005): searching 'OC 90' alone is ambiguous.
  [
    2,
    [
      remoteOnly(2, 0, {
        name: 'Фильтр масляный VW Polo',
        brand: 'KNECHT',
        article: 'OC 90',
        price: 560,
        photo: partPhotoPath('oil-filter'),
        multiplicity: 1,
        allowReturn: true,
        returnDays: null,
      }),
    ],
  ],
]);

function fromCatalogue(product: Product): RemotePart {
  return {
    ref: product.id,
    name: product.name,
    brand: product.brand,
    article: product.article,
    price: product.price,
    photo: product.photo,
    multiplicity: product.multiplicity,
    analogueGroup: product.analogueGroup,
    allowReturn: product.allowReturn,
    returnDays: product.returnDays,
    marks: { isNew: product.isNew, isTrend: product.isTrend, isHit: product.isHit },
  };
}

/** Makers of the kind that the group does not have yet: suppliers carry them. */
function generatedRemoteOnly(group: number, members: readonly Product[]): RemotePart[] {
  const [first] = members;
  const kind = first && PART_KINDS.find((candidate) => candidate.key === first.kindKey);
  if (!first || !kind) return [];
  const random = createRandom(group * 7919 + 13);
  const taken = new Set(members.map((member) => member.brand));
  const makers = kind.brands.map(brandByName).filter((brand) => !taken.has(brand.name) && !brand.fitsModels);
  const basePrice = first.price / brandByName(first.brand).priceFactor;
  return random.sample(makers, random.pick([0, 1, 1, 2])).map((brand, index) =>
    remoteOnly(group, index, {
      name: first.name,
      brand: brand.name,
      article: makeArticle(brand, kind.key, random),
      price: round(basePrice * brand.priceFactor * (0.9 + random.next() * 0.2)),
      photo: random.chance(0.7) ? partPhotoPath(kind.key) : '',
      multiplicity: first.multiplicity,
      allowReturn: true,
      returnDays: null,
    }),
  );
}

function generatedOffers(part: RemotePart): OfferSeed[] {
  const random = createRandom(part.ref * 31 + 7);
  const suppliers = random.sample([0, 1, 2, 3, 4], random.pick([0, 1, 2, 2, 3]));
  if (random.chance(0.1)) suppliers.push(5);
  return suppliers.map((supplier) => {
    const ratio = part.multiplicity > 1 ? part.multiplicity : random.chance(0.15) ? 2 : 1;
    return {
      supplier,
      ratio,
      quantity: ratio * (random.chance(0.1) ? random.int(60, 200) : random.int(1, 30)),
    };
  });
}

function toOffer(part: RemotePart, seed: OfferSeed): RemoteOffer {
  const supplier = supplierAt(seed.supplier);
  const random = createRandom(offerId(part.ref, seed.supplier));
  return {
    id: offerId(part.ref, seed.supplier),
    part,
    supplier,
    quantity: seed.quantity,
    ratio: seed.ratio,
    price: round(part.price * supplier.priceFactor * (0.96 + random.next() * 0.1)),
    deliveryHours: supplier.deliveryHours + random.int(0, 10),
  };
}

/** The remote-supplier world of a catalogue: who offers what, found by part, group or offer id. */
interface RemoteWorld {
  offersOf(part: RemotePart): RemoteOffer[];
  /** The parts of an analogue group that only suppliers carry. */
  remoteOnlyOf(group: number): readonly RemotePart[];
  remoteOnlyParts: readonly RemotePart[];
  groupOf(group: number): readonly Product[];
  offer(id: number): RemoteOffer | undefined;
}

function buildWorld(catalogue: Catalogue): RemoteWorld {
  const groups = new Map<number, Product[]>();
  for (const product of catalogue.products) {
    const members = groups.get(product.analogueGroup);
    if (members) members.push(product);
    else groups.set(product.analogueGroup, [product]);
  }
  const remoteOnlyByGroup = new Map<number, readonly RemotePart[]>();
  for (const [group, members] of groups)
    remoteOnlyByGroup.set(group, FEATURED_REMOTE_ONLY.get(group) ?? generatedRemoteOnly(group, members));
  const remoteOnlyByRef = new Map([...remoteOnlyByGroup.values()].flat().map((part) => [part.ref, part]));
  const offersOf = (part: RemotePart): RemoteOffer[] =>
    (FEATURED_OFFERS.get(part.ref) ?? generatedOffers(part)).map((seed) => toOffer(part, seed));
  return {
    offersOf,
    remoteOnlyOf: (group) => remoteOnlyByGroup.get(group) ?? [],
    remoteOnlyParts: [...remoteOnlyByRef.values()],
    groupOf: (group) => groups.get(group) ?? [],
    offer(id) {
      if (id < OFFER_ID_BASE) return undefined;
      const ref = Math.floor((id - OFFER_ID_BASE) / 10);
      const product = catalogue.product(ref);
      const part = product ? fromCatalogue(product) : remoteOnlyByRef.get(ref);
      return part && offersOf(part).find((offer) => offer.id === id);
    },
  };
}

const worlds = new WeakMap<Catalogue, RemoteWorld>();

/** The remote world of a catalogue, built once: like the catalogue, it never changes. */
export function remoteWorld(catalogue: Catalogue): RemoteWorld {
  let world = worlds.get(catalogue);
  if (!world) {
    world = buildWorld(catalogue);
    worlds.set(catalogue, world);
  }
  return world;
}

export const remotePartOf = fromCatalogue;

/** A remote offer as a basket line needs it: its price, its stock and its multiple. */
export function offerAsProduct(offer: RemoteOffer): Product {
  const { part } = offer;
  return {
    id: offer.id,
    name: part.name,
    xmlId: `RS-${offer.id}`,
    kindKey: '',
    sectionId: 0,
    brand: part.brand,
    article: part.article,
    clearArticle: clearArticle(part.article),
    price: offer.price,
    oldPrice: 0,
    stock: offer.quantity,
    multiplicity: offer.ratio,
    photo: part.photo,
    marked: false,
    allowReturn: offer.supplier.allowsReturns && part.allowReturn,
    returnDays: part.returnDays,
    isNew: false,
    isTrend: false,
    isHit: false,
    analogueGroup: part.analogueGroup,
  };
}

function offerProduct(catalogue: Catalogue, id: number): Product | undefined {
  // Only an offer's id builds the remote world: ordinary lookups stay as cheap as they were.
  if (id < OFFER_ID_BASE) return undefined;
  const offer = remoteWorld(catalogue).offer(id);
  return offer && offerAsProduct(offer);
}

/**
 * The catalogue as the basket and orders see it: a remote supplier's offer id (doc 1 §7 supplier
 * items, sent as productId) is a part too, at the supplier's price and up to what it has.
 */
export function withRemoteOffers(catalogue: Catalogue): Catalogue {
  const orderable: Catalogue = {
    get products() {
      return catalogue.products;
    },
    sections: catalogue.sections,
    brands: catalogue.brands,
    product: (id) => catalogue.product(id) ?? offerProduct(orderable, id),
    inSection: (sectionId) => catalogue.inSection(sectionId),
    analogues: (product) => catalogue.analogues(product),
  };
  return orderable;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Runs leave at 10:00 Moscow time, Monday to Saturday; the schedule lists the next two weeks' worth. */
const RUN_HOUR = 10;
const SCHEDULE_RUNS = 12;

export interface ScheduleRun {
  shipping_date_in_timestamp: number;
  shipping_date_format: string;
}

/** The delivery schedule (doc 1 §3 delivery_schedule): the next runs, Mon–Sat, in Unix seconds. */
export function deliverySchedule(now: number): ScheduleRun[] {
  const moscowToday = Math.floor((now + MOSCOW_OFFSET_MS) / DAY_MS) * DAY_MS;
  const runs: ScheduleRun[] = [];
  for (let moscowDay = moscowToday; runs.length < SCHEDULE_RUNS; moscowDay += DAY_MS) {
    const shipping = moscowDay + RUN_HOUR * HOUR_MS - MOSCOW_OFFSET_MS;
    if (new Date(moscowDay).getUTCDay() !== 0 && shipping > now)
      runs.push({ shipping_date_in_timestamp: shipping / 1000, shipping_date_format: formatDate(shipping) });
  }
  return runs;
}

/** The server's own reading of an offer's delivery date (the rule the portal applies too). */
export function offerDeliveryDate(offer: RemoteOffer, now: number, schedule: readonly ScheduleRun[]): string {
  const ready = now / 1000 + offer.deliveryHours * 3600;
  return schedule.find((run) => run.shipping_date_in_timestamp > ready)?.shipping_date_format ?? '';
}

/** How the supplier writes a brand or an article in its price list. */
export function spelled(supplier: RemoteSupplier, text: string): string {
  if (supplier.spelling === 'compact') return text.replace(/[^\p{L}\p{N}]/gu, '');
  if (supplier.spelling === 'lower') return text.toLowerCase();
  return text;
}
