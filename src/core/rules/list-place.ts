import type { FilterData } from '../domain/catalogue';
import type { ListQuery } from './catalogue-filter';
import { DEFAULT_SORT, isSortCode, type ListFilter } from './catalogue-filter';
import { LIST_PAGE_SIZE } from './list-source';

/**
 * Where a client is in a catalogue list, as the page's address keeps it (issue 22.7): the filter
 * and sort, how many pages are shown and the row at the top of the window, so that Back from a
 * product and a reload show the list as it was left. Every parameter starts with the list's
 * prefix, so that a CMS page's own parameters are left alone; a default is not written.
 *
 *   sort=PRICE_ASC  price=100-900  section=12  brand=BOSCH  prop.COLOR=red  pages=3  row=120
 *
 * A value that is not of its form is ignored (its default stands); ids the server does not offer
 * are dropped once its first page says what it offers (`offeredFilter`).
 */
export interface ListPlace {
  query: ListQuery;
  /** Pages shown, from 1 up to `MAX_PLACE_PAGES`. */
  pages: number;
  /** The row (counted from 0 over every page) at the top of the window. */
  row: number;
}

/** A link can ask for no more than this many pages (1,000 rows) at once. */
export const MAX_PLACE_PAGES = 20;
/** Values kept of one list (brands, sections, one property's values). */
const MAX_VALUES = 50;
const PROPERTY = 'prop.';

const isId = (value: string): boolean => value.length > 0 && value.length <= 100;
// Not '__proto__': a property code becomes a key of a plain object.
const isCode = (value: string): boolean => /^[A-Za-z0-9_]{1,50}$/.test(value) && value !== '__proto__';

function ids(values: readonly string[]): string[] {
  return [...new Set(values.filter(isId))].slice(0, MAX_VALUES);
}

function wholeNumber(text: string | null, min: number, max: number): number | null {
  if (text === null || !/^\d{1,6}$/.test(text)) return null;
  const value = Number(text);
  return value >= min && value <= max ? value : null;
}

function priceRange(text: string | null): ListFilter['price'] {
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(text ?? '');
  if (!match) return null;
  const [min, max] = [Number(match[1]), Number(match[2])];
  return min <= max ? { min, max } : null;
}

/** The list's place in `search` (a URL's query, with or without '?'); anything else in it is not read. */
export function readListPlace(search: string, prefix: string): ListPlace {
  const params = new URLSearchParams(search);
  const all = (name: string) => params.getAll(prefix + name);
  const properties: Record<string, string[]> = {};
  for (const name of new Set(params.keys())) {
    if (!name.startsWith(prefix + PROPERTY)) continue;
    const code = name.slice(prefix.length + PROPERTY.length);
    const values = ids(params.getAll(name));
    if (isCode(code) && values.length > 0) properties[code] = values;
  }
  const sort = params.get(`${prefix}sort`);
  const pages = wholeNumber(params.get(`${prefix}pages`), 1, MAX_PLACE_PAGES) ?? 1;
  return {
    query: {
      filter: {
        price: priceRange(params.get(`${prefix}price`)),
        sections: ids(all('section')),
        brands: ids(all('brand')),
        properties,
      },
      sort: isSortCode(sort) ? sort : DEFAULT_SORT,
    },
    pages,
    row: wholeNumber(params.get(`${prefix}row`), 0, pages * LIST_PAGE_SIZE - 1) ?? 0,
  };
}

const isOurs = (name: string, prefix: string): boolean => {
  if (!name.startsWith(prefix)) return false;
  const rest = name.slice(prefix.length);
  return ['sort', 'price', 'section', 'brand', 'pages', 'row'].includes(rest) || rest.startsWith(PROPERTY);
};

/**
 * `search` with the list's parameters replaced by `place`'s ('' or '?…'); the page's other
 * parameters stay, in their order.
 */
export function writeListPlace(search: string, prefix: string, place: ListPlace): string {
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) if (isOurs(name, prefix)) params.delete(name);
  const { filter, sort } = place.query;
  const add = (name: string, value: string) => params.append(prefix + name, value);
  if (sort !== DEFAULT_SORT) add('sort', sort);
  if (filter.price) add('price', `${filter.price.min}-${filter.price.max}`);
  for (const id of filter.sections) add('section', id);
  for (const id of filter.brands) add('brand', id);
  for (const [code, values] of Object.entries(filter.properties)) {
    for (const id of values) add(PROPERTY + code, id);
  }
  if (place.pages > 1) add('pages', String(place.pages));
  if (place.row > 0) add('row', String(place.row));
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * `filter` with only the sections, brands and property values that `data` offers, or `null` when
 * it offers every one of them.
 */
export function offeredFilter(filter: ListFilter, data: FilterData): ListFilter | null {
  let dropped = false;
  const offered = (chosen: readonly string[], options: readonly { id: string }[]) => {
    const kept = chosen.filter((id) => options.some((option) => option.id === id));
    dropped ||= kept.length < chosen.length;
    return kept;
  };
  const properties: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(filter.properties)) {
    const kept = offered(values, data.properties.find((property) => property.code === code)?.options ?? []);
    if (kept.length > 0) properties[code] = kept;
  }
  const sections = offered(filter.sections, data.sections);
  const brands = offered(filter.brands, data.brands);
  return dropped ? { price: filter.price, sections, brands, properties } : null;
}
