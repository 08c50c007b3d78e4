import type { Product } from './catalogue';
import { CAR_MODELS } from './part-kinds';
import { SECTIONS } from './sections';

/**
 * The server side of the catalogue lists (doc 1 §3 "Filter data", §4 sorting and paging): filters,
 * facets, sorting and pages over the seeded catalogue. Pure functions; pages/catalogue.ts turns
 * their results into the wire shapes.
 */

export interface CatalogueFilter {
  price: { min: number | null; max: number | null } | null;
  sections: string[];
  brands: string[];
  /** Property CODE → chosen value ids. */
  params: Record<string, string[]>;
}

export type SortField = 'REL' | 'PRICE' | 'NAME';

export interface CatalogueSort {
  field: SortField;
  descending: boolean;
}

/** A property the filter panel offers besides price, sections and brands. */
export interface CatalogueProperty {
  code: string;
  name: string;
  /** The value ids of a product (none when the property does not apply to it). */
  valuesOf: (product: Product) => string[];
  /** Display name of a value id. */
  label: (id: string) => string;
}

const modelId = (model: string): string =>
  model
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const MODEL_BY_ID = new Map(CAR_MODELS.map((model) => [modelId(model), model]));

export const PROPERTIES: readonly CatalogueProperty[] = [
  {
    code: 'CAR_MODEL',
    name: 'Модель автомобиля',
    valuesOf: (product) => {
      const model = CAR_MODELS.find((candidate) => product.name.endsWith(` ${candidate}`));
      return model ? [modelId(model)] : [];
    },
    label: (id) => MODEL_BY_ID.get(id) ?? id,
  },
  {
    code: 'MIN_QUANT',
    name: 'Кратность',
    valuesOf: (product) => [String(product.multiplicity)],
    label: (id) => id,
  },
];

type Dimension = 'price' | 'sections' | 'brands' | `param:${string}`;

/** Whether a product passes every restriction of the filter except `skip` (facets leave out their own). */
function passes(product: Product, filter: CatalogueFilter, skip?: Dimension): boolean {
  const { price } = filter;
  if (skip !== 'price' && price) {
    if (price.min !== null && product.price < price.min) return false;
    if (price.max !== null && product.price > price.max) return false;
  }
  if (
    skip !== 'sections' &&
    filter.sections.length > 0 &&
    !filter.sections.includes(String(product.sectionId))
  )
    return false;
  if (skip !== 'brands' && filter.brands.length > 0 && !filter.brands.includes(product.brand)) return false;
  for (const property of PROPERTIES) {
    const chosen = filter.params[property.code] ?? [];
    if (skip === `param:${property.code}` || chosen.length === 0) continue;
    if (!property.valuesOf(product).some((value) => chosen.includes(value))) return false;
  }
  return true;
}

export function applyFilter(products: readonly Product[], filter: CatalogueFilter): Product[] {
  return products.filter((product) => passes(product, filter));
}

const SECTION_ORDER = new Map(SECTIONS.map((section, index) => [section.id, index]));
const byName = new Intl.Collator('ru-RU');

/** Grouped by section (the catalogue's order), then by the chosen key; ties keep the catalogue order. */
export function sortProducts(products: readonly Product[], sort: CatalogueSort): Product[] {
  const direction = sort.descending ? -1 : 1;
  const key = (a: Product, b: Product): number => {
    if (sort.field === 'PRICE') return (a.price - b.price) * direction;
    if (sort.field === 'NAME') return byName.compare(a.name, b.name) * direction;
    return 0;
  };
  return products
    .map((product, index) => ({ product, index }))
    .sort(
      (a, b) =>
        (SECTION_ORDER.get(a.product.sectionId) ?? 0) - (SECTION_ORDER.get(b.product.sectionId) ?? 0) ||
        key(a.product, b.product) ||
        a.index - b.index,
    )
    .map(({ product }) => product);
}

export interface FacetValue {
  id: string;
  name: string;
}

export interface Facets {
  /** Lowest and highest price among the goods the other filters leave; null when none. */
  price: { min: number; max: number } | null;
  /** Highest price of the whole list. */
  topPrice: number;
  sections: FacetValue[];
  activeSections: string[];
  brands: FacetValue[];
  activeBrands: string[];
  properties: { code: string; name: string; values: FacetValue[]; active: string[] }[];
}

const unique = (values: Iterable<string>): string[] => [...new Set(values)];

/** What the filter panel offers: every value of the list, and those that would still leave goods. */
export function facetsOf(products: readonly Product[], filter: CatalogueFilter): Facets {
  const left = (skip: Dimension) => products.filter((product) => passes(product, filter, skip));
  const priced = left('price').map((product) => product.price);
  const sectionIds = unique(products.map((product) => String(product.sectionId)));
  const sections = SECTIONS.filter((section) => sectionIds.includes(String(section.id))).map((section) => ({
    id: String(section.id),
    name: section.name,
  }));
  const brands = unique(products.map((product) => product.brand))
    .sort()
    .map((brand) => ({ id: brand, name: brand }));
  return {
    price: priced.length > 0 ? { min: Math.min(...priced), max: Math.max(...priced) } : null,
    topPrice: products.reduce((top, product) => Math.max(top, product.price), 0),
    sections,
    activeSections: unique(left('sections').map((product) => String(product.sectionId))),
    brands,
    activeBrands: unique(left('brands').map((product) => product.brand)),
    properties: PROPERTIES.map((property) => {
      const ids = unique(products.flatMap(property.valuesOf)).sort((a, b) =>
        property.code === 'MIN_QUANT'
          ? Number(a) - Number(b)
          : property.label(a).localeCompare(property.label(b)),
      );
      return {
        code: property.code,
        name: property.name,
        values: ids.map((id) => ({ id, name: property.label(id) })),
        active: unique(left(`param:${property.code}`).flatMap(property.valuesOf)),
      };
    }).filter((property) => property.values.length > 1),
  };
}

/** One page (numbered from 1) of `limit` products, grouped into consecutive runs of one section. */
export function pageOf(products: readonly Product[], page: number, limit: number): Product[][] {
  const slice = products.slice((page - 1) * limit, page * limit);
  const groups: Product[][] = [];
  for (const product of slice) {
    const last = groups.at(-1);
    if (last && last[0]?.sectionId === product.sectionId) last.push(product);
    else groups.push([product]);
  }
  return groups;
}
