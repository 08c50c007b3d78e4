import type { WireCataloguePage, WireProduct } from '../../src/core/api/wire-types';
import { type Product, toWireProduct } from '../data/catalogue';
import {
  applyFilter,
  type CatalogueFilter,
  type CatalogueSort,
  facetsOf,
  pageOf,
  sortProducts,
} from '../data/catalogue-query';
import { SECTIONS } from '../data/sections';
import type { FormNode, FormObject } from '../http/form';
import type { PageHandler, PageRequest } from './index';

/** Catalogue, novelties, trends and hits show 50 per page (doc 1 §9); larger asks are capped. */
const DEFAULT_LIMIT = 50;
const MAX_LIMIT = 100;

const isObject = (node: FormNode | undefined): node is FormObject =>
  typeof node === 'object' && node !== null && !Array.isArray(node) && !(node instanceof File);

const text = (node: FormNode | undefined): string | undefined =>
  typeof node === 'string' ? node : undefined;

/** `a[]=x`, `a[0]=x` and `a=x` all read as a list of texts. */
function texts(node: FormNode | undefined): string[] {
  if (typeof node === 'string') return node === '' ? [] : [node];
  if (Array.isArray(node)) return node.flatMap(texts);
  if (isObject(node)) return Object.values(node).flatMap(texts);
  return [];
}

function wholeNumber(node: FormNode | undefined, fallback: number, max = Number.MAX_SAFE_INTEGER): number {
  const value = Number(text(node));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

function priceBound(node: FormNode | undefined): number | null {
  const value = Number(text(node)?.replace(',', '.'));
  return text(node) !== undefined && text(node) !== '' && Number.isFinite(value) ? value : null;
}

/** filter[PRICE][min|max], filter[sections][], filter[brands][], filter[params][CODE][]. */
export function readFilter(params: FormObject, withPrices: boolean): CatalogueFilter {
  const filter = isObject(params.filter) ? params.filter : {};
  const price = isObject(filter.PRICE) ? filter.PRICE : null;
  const chosen = isObject(filter.params) ? filter.params : {};
  return {
    price: withPrices && price ? { min: priceBound(price.min), max: priceBound(price.max) } : null,
    sections: texts(filter.sections),
    brands: texts(filter.brands),
    params: Object.fromEntries(Object.entries(chosen).map(([code, values]) => [code, texts(values)])),
  };
}

/** sort[field]=REL|PRICE|NAME, sort[order]=ASC|DESC; relevance is the catalogue's own order. */
export function readSort(params: FormObject, withPrices: boolean): CatalogueSort {
  const sort = isObject(params.sort) ? params.sort : {};
  const field = text(sort.field)?.toUpperCase();
  const descending = text(sort.order)?.toUpperCase() === 'DESC';
  if (field === 'NAME') return { field: 'NAME', descending };
  if (field === 'PRICE' && withPrices) return { field: 'PRICE', descending };
  return { field: 'REL', descending: false };
}

const SECTION_NAMES = new Map(SECTIONS.map((section) => [section.id, section.name]));

/** The wire product; a visitor gets no prices ('Wholesale prices are visible only after login'). */
function wireFor(product: Product, request: PageRequest): WireProduct {
  const wire = toWireProduct(product, { now: request.deps.now() });
  return request.caller ? wire : { ...wire, PRICE_DATA: { DISCOUNT_PRICE: 0, DISPLAY_DISCOUNT_PRICE: '' } };
}

function pageAnswer(request: PageRequest, products: readonly Product[]): WireCataloguePage {
  const page = wholeNumber(request.params.start, 1);
  const limit = wholeNumber(request.params.limit, DEFAULT_LIMIT, MAX_LIMIT);
  return {
    total: products.length,
    products_data: pageOf(products, page, limit).map((group) => {
      const sectionId = group[0]?.sectionId ?? 0;
      return {
        SECTION_DATA: { ID: String(sectionId), NAME: SECTION_NAMES.get(sectionId) ?? '' },
        ELEM_DATA: Object.fromEntries(group.map((product) => [`p${product.id}`, wireFor(product, request)])),
      };
    }),
  };
}

/** page=catalog: a section (or the whole catalogue) filtered, sorted and paged on the server. */
export const cataloguePage: PageHandler = (request) => {
  const { catalogue } = request.deps;
  const withPrices = request.caller !== null;
  const sectionId = Number(text(request.params.section_id));
  const base =
    Number.isInteger(sectionId) && sectionId > 0 ? catalogue.inSection(sectionId) : catalogue.products;
  const filter = readFilter(request.params, withPrices);
  const facets = facetsOf(base, filter);
  const products = sortProducts(applyFilter(base, filter), readSort(request.params, withPrices));
  return {
    ...pageAnswer(request, products),
    filter_data: {
      ...(withPrices && facets.price && { PRICE: { max: facets.topPrice, VALUES: facets.price } }),
      ...Object.fromEntries(
        facets.properties.map((property) => [
          property.code,
          {
            CODE: property.code,
            NAME: property.name,
            VALUES: property.values.map((value) => ({ ID: value.id, NAME: value.name })),
          },
        ]),
      ),
      sections: facets.sections.map((section) => ({ ID: section.id, NAME: section.name })),
      brands: facets.brands.map((brand) => brand.name),
      active_sections: facets.activeSections,
      active_brands: facets.activeBrands,
      active_params_filter: Object.fromEntries(
        facets.properties.map((property) => [property.code, property.active]),
      ),
    },
  } satisfies WireCataloguePage;
};

/** page=novelty / trands / hits: the marked goods, grouped by section, paged (start, limit). */
function markedPage(marked: (product: Product) => boolean): PageHandler {
  return (request) => {
    const products = sortProducts(request.deps.catalogue.products.filter(marked), {
      field: 'REL',
      descending: false,
    });
    return { ...pageAnswer(request, products), filter_data: [] } satisfies WireCataloguePage;
  };
}

export const noveltyPage = markedPage((product) => product.isNew);
export const trendsPage = markedPage((product) => product.isTrend);
export const hitsPage = markedPage((product) => product.isHit);
