import { clearArticle } from '../brands';
import type { Catalogue, Product } from '../catalogue';
import { createRandom } from '../random';
import type { CatalogueData, VehicleData } from './catalogues';
import type { Position, UnitTemplate } from './units';

/** A part of a unit as the catalogue service lists it, with our goods of that number. */
export interface PartData {
  oem: string;
  name: string;
  codeOnImage: string;
  attributes: { key: string; name: string; value: string }[];
  /** Our products whose article is the OEM number (what the company's server adds). */
  products: Product[];
}

interface CatalogueIndex {
  /** 'kind|name' → products of that kind and name, lowest id first. */
  byName: Map<string, Product[]>;
  /** Article without separators → products. */
  byArticle: Map<string, Product[]>;
}

// The product list is the same array while no test switches a price or a stock, so this is built
// once per catalogue size (and again, cheaply, per call while a switch is on).
const indexes = new WeakMap<readonly Product[], CatalogueIndex>();

function pushTo(map: Map<string, Product[]>, key: string, product: Product): void {
  const list = map.get(key);
  if (list) list.push(product);
  else map.set(key, [product]);
}

function indexOf(products: readonly Product[]): CatalogueIndex {
  let index = indexes.get(products);
  if (!index) {
    index = { byName: new Map(), byArticle: new Map() };
    for (const product of products) {
      pushTo(index.byName, `${product.kindKey}|${product.name}`, product);
      pushTo(index.byArticle, product.clearArticle, product);
    }
    indexes.set(products, index);
  }
  return index;
}

function hash(text: string): number {
  let value = 2166136261;
  for (const char of text) value = Math.imul(value ^ (char.codePointAt(0) ?? 0), 16777619);
  return value >>> 0;
}

/** A part number in the maker's style, the same for the same model, unit, position and variant. */
function makerNumber(catalogue: CatalogueData, seed: string): string {
  const random = createRandom(hash(seed));
  let number = '';
  for (const char of random.pick(catalogue.oemStyles)) {
    if (char === '#') number += String(random.int(0, 9));
    else if (char === '@') number += 'ABCDEFGHJKLMNPRSTUVWXYZ'.charAt(random.int(0, 22));
    else number += char;
  }
  return number;
}

/** Our goods that are this position on this vehicle: the maker's own brand first, then by id. */
function ourCandidates(
  index: CatalogueIndex,
  position: Position,
  catalogue: CatalogueData,
  vehicle: VehicleData,
): Product[] {
  if (!position.ours) return [];
  const { kind, name } = position.ours;
  const found =
    index.byName.get(`${kind}|${name} ${vehicle.carModel}`) ?? index.byName.get(`${kind}|${name}`) ?? [];
  const rank = (product: Product) => (product.brand === catalogue.makerBrand ? 0 : 1);
  return [...found].sort((a, b) => rank(a) - rank(b) || a.id - b.id);
}

/**
 * The parts of a unit on a vehicle: one row per position and variant. A position that is one of
 * our kinds of goods takes its OEM number from our catalogue (so the number finds our stock); the
 * rest, and variants beyond what we sell, get the maker's own numbers, which we do not stock.
 */
export function unitParts(
  shop: Catalogue,
  catalogue: CatalogueData,
  vehicle: VehicleData,
  unit: UnitTemplate,
): PartData[] {
  const index = indexOf(shop.products);
  return unit.positions.flatMap((position) => {
    const candidates = ourCandidates(index, position, catalogue, vehicle);
    const variants = position.variants ?? [''];
    return variants.map((note, variant): PartData => {
      const ours = candidates[variant];
      const oem =
        ours?.article ?? makerNumber(catalogue, `${vehicle.carModel}|${unit.id}|${position.code}|${variant}`);
      const attributes = [{ key: 'amount', name: '', value: String(position.amount ?? 1) }];
      if (note) attributes.push({ key: 'note', name: 'Примечание', value: note });
      attributes.push({ key: 'applicability', name: 'Годы выпуска', value: vehicle.years });
      return {
        oem,
        name: position.name,
        codeOnImage: position.code,
        attributes,
        products: (index.byArticle.get(clearArticle(oem)) ?? [])
          .map((product) => shop.product(product.id))
          .filter((product): product is Product => product !== undefined),
      };
    });
  });
}
