import type { WireProduct } from '../../src/core/api/wire-types';
import { formatDate, formatDateTime, formatRoubles } from '../format';
import { type Brand, brandByName, clearArticle, makeArticle } from './brands';
import { nearestShipment } from './delivery';
import { FEATURED_PRODUCTS, FIRST_GENERATED_GROUP, FIRST_GENERATED_ID, internalCode } from './featured';
import { CAR_MODELS, PART_KINDS, type PartKind, partPhotoPath } from './part-kinds';
import { createRandom, type Random } from './random';
import { SECTIONS, type Section } from './sections';

/** A part as the demo keeps it; `toWireProduct` turns it into the spec's product element. */
export interface Product {
  id: number;
  name: string;
  /** Supplier's internal code ('ЦБ-00012345'), searched by the 'kod' search type. */
  xmlId: string;
  kindKey: string;
  /** A second-level section. */
  sectionId: number;
  brand: string;
  /** As the maker writes it, separators included ('0 986 494 524', 'W 712/75'). */
  article: string;
  clearArticle: string;
  /** Roubles with kopecks. */
  price: number;
  /** Price before a discount; 0 when there is none. */
  oldPrice: number;
  stock: number;
  /** PROPERTY_MIN_QUANT_VALUE: the part is sold in multiples of this. */
  multiplicity: number;
  /** Image path, or '' when the part has no photo. */
  photo: string;
  /** Goods under mandatory marking ('Честный знак'). */
  marked: boolean;
  allowReturn: boolean;
  /** Days to return; null means the default (14) when returns are allowed. */
  returnDays: number | null;
  isNew: boolean;
  isTrend: boolean;
  isHit: boolean;
  /** Parts sharing a group replace each other (analogues). */
  analogueGroup: number;
}

export interface Catalogue {
  readonly products: readonly Product[];
  readonly sections: readonly Section[];
  /** Brand names that occur, sorted. */
  readonly brands: readonly string[];
  product(id: number): Product | undefined;
  /** Parts of a section; a first-level section holds those of its subsections. */
  inSection(sectionId: number): readonly Product[];
  /** Parts of other brands that replace this one. */
  analogues(product: Product): readonly Product[];
}

/** Ids the supplier's 1C catalogue carries as IBLOCK_EXTERNAL_ID (sent back as catalog_xml_id). */
export const CATALOG_XML_ID = 'b7e1f8a2-3c4d-4e5f-9a6b-7c8d9e0f1a2b';
export const DEFAULT_CATALOGUE_SIZE = 5000;
const SEED = 20_240_917;

function pickStock(random: Random): number {
  const roll = random.next();
  if (roll < 0.15) return 0;
  if (roll < 0.6) return random.int(1, 50);
  if (roll < 0.8) return random.int(51, 100);
  return random.int(101, 600);
}

function pickMultiplicity(kind: PartKind, random: Random): number {
  return kind.packs?.find((pack) => random.chance(pack.share))?.of ?? 1;
}

function pickReturn(random: Random): Pick<Product, 'allowReturn' | 'returnDays'> {
  const roll = random.next();
  if (roll < 0.75) return { allowReturn: true, returnDays: null };
  if (roll < 0.85) return { allowReturn: true, returnDays: 7 };
  if (roll < 0.92) return { allowReturn: true, returnDays: 30 };
  return { allowReturn: false, returnDays: null };
}

/** An article not yet used by the brand; `taken` holds 'BRAND|CLEARARTICLE' keys. */
function uniqueArticle(brand: Brand, kindKey: string, random: Random, taken: Set<string>): string {
  for (let attempt = 0; attempt < 100; attempt++) {
    const article = makeArticle(brand, kindKey, random);
    const key = `${brand.name}|${clearArticle(article)}`;
    if (!taken.has(key)) {
      taken.add(key);
      return article;
    }
  }
  throw new Error(`${brand.name} article templates for ${kindKey} are too narrow for this catalogue size`);
}

const toKopeckPrecision = (amount: number): number => Math.round(amount * 100) / 100;

function generateProducts(total: number): Product[] {
  const random = createRandom(SEED);
  const products = [...FEATURED_PRODUCTS];
  const taken = new Set(products.map((product) => `${product.brand}|${product.clearArticle}`));
  for (let group = FIRST_GENERATED_GROUP; products.length < total; group++) {
    const kind = random.pick(PART_KINDS);
    const model = kind.fitsModel ? random.pick(CAR_MODELS) : null;
    const name = model ? `${random.pick(kind.names)} ${model}` : random.pick(kind.names);
    const makers = kind.brands
      .map(brandByName)
      .filter((brand) => !brand.fitsModels || (model !== null && brand.fitsModels(model)));
    const basePrice = random.int(kind.price[0], kind.price[1]);
    // Most groups have two to four makers; a single one means the part has no analogues.
    for (const brand of random.sample(makers, random.pick([1, 2, 2, 3, 3, 4]))) {
      if (products.length >= total) break;
      const article = uniqueArticle(brand, kind.key, random, taken);
      const id = FIRST_GENERATED_ID + products.length - FEATURED_PRODUCTS.length;
      const price = toKopeckPrecision(
        basePrice * brand.priceFactor * (0.9 + random.next() * 0.2) + random.int(0, 99) / 100,
      );
      products.push({
        id,
        name,
        xmlId: internalCode(id),
        kindKey: kind.key,
        sectionId: kind.sectionId,
        brand: brand.name,
        article,
        clearArticle: clearArticle(article),
        price,
        oldPrice: random.chance(0.1) ? toKopeckPrecision(price * (1.1 + random.next() * 0.2)) : 0,
        stock: pickStock(random),
        multiplicity: pickMultiplicity(kind, random),
        photo: random.chance(0.8) ? partPhotoPath(kind.key) : '',
        marked: random.chance(0.04),
        ...pickReturn(random),
        isNew: random.chance(0.08),
        isTrend: random.chance(0.06),
        isHit: random.chance(0.07),
        analogueGroup: group,
      });
    }
  }
  return products;
}

function pushTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Builds the seeded catalogue: the featured parts, then generated ones up to `size` (never fewer than
 * the featured parts). A smaller catalogue is a prefix of a larger one.
 */
export function generateCatalogue(size: number = DEFAULT_CATALOGUE_SIZE): Catalogue {
  const products = generateProducts(Math.max(size, FEATURED_PRODUCTS.length));
  const byId = new Map(products.map((product) => [product.id, product]));
  const bySection = new Map<number, Product[]>();
  const byGroup = new Map<number, Product[]>();
  const parentOf = new Map(SECTIONS.map((section) => [section.id, section.parentId]));
  for (const product of products) {
    pushTo(bySection, product.sectionId, product);
    const parentId = parentOf.get(product.sectionId);
    if (parentId) pushTo(bySection, parentId, product);
    pushTo(byGroup, product.analogueGroup, product);
  }
  return {
    products,
    sections: SECTIONS,
    brands: [...new Set(products.map((product) => product.brand))].sort(),
    product: (id) => byId.get(id),
    inSection: (sectionId) => bySection.get(sectionId) ?? [],
    analogues: (product) =>
      (byGroup.get(product.analogueGroup) ?? []).filter((other) => other.id !== product.id),
  };
}

const cache = new Map<number, Catalogue>();

/** The catalogue of a size, generated once per process: it is immutable, so apps share it. */
export function loadCatalogue(size: number = DEFAULT_CATALOGUE_SIZE): Catalogue {
  let catalogue = cache.get(size);
  if (!catalogue) {
    catalogue = generateCatalogue(size);
    cache.set(size, catalogue);
  }
  return catalogue;
}

/** The spec's product element (doc 1 §3). Delivery dates are computed for `now`. */
export function toWireProduct(product: Product, options: { now?: number; score?: number } = {}) {
  const shipment = product.stock > 0 ? nearestShipment(options.now ?? Date.now()) : null;
  return {
    ID: String(product.id),
    NAME: product.name,
    XML_ID: product.xmlId,
    IBLOCK_EXTERNAL_ID: CATALOG_XML_ID,
    DETAIL_PAGE_URL: `/product/${product.id}`,
    PHOTO: product.photo,
    PROPERTY_BRAND_NAME: product.brand,
    PROPERTY_CML2_ARTICLE_VALUE: product.article,
    PROPERTY_CLEAR_ARTICLE_VALUE: product.clearArticle,
    PROPERTY_MIN_QUANT_VALUE: product.multiplicity,
    PROPERTY_MARKED_PRODUCT_VALUE: product.marked ? 'Y' : null,
    allow_return: product.allowReturn,
    return_days: product.returnDays,
    SCORE: options.score ?? 0,
    OPT_NEW_MARK: product.isNew,
    OPT_TRAND_MARK: product.isTrend,
    OPT_HIT_MARK: product.isHit,
    PRODUCT_DATA: { AMOUNT: product.stock },
    PRICE_DATA: { DISCOUNT_PRICE: product.price, DISPLAY_DISCOUNT_PRICE: formatRoubles(product.price) },
    // An item out of stock has no shipment date: the portal shows 'Доставим - Нет данных'.
    delivery_data: {
      shipping_date_format: shipment ? formatDate(shipment.shipping) : '',
      direction_closure_date_time_format: shipment ? formatDateTime(shipment.closure) : '',
    },
  } satisfies WireProduct;
}
