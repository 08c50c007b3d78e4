import type {
  FilterData,
  FilterOption,
  ListSource,
  ProductListPage,
  SectionGroup,
  SectionRef,
} from '../domain/catalogue';
import type { FormObject } from '../domain/form';
import type { ListFilter, ListQuery, SortCode } from '../rules/catalogue-filter';
import { LIST_PAGE_SIZE } from '../rules/list-source';
import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
  envelope,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import { entries, numberOr, productWire } from './product';
import type {
  WireCataloguePage,
  WireFilterFields,
  WireFilterProperty,
  WirePageData,
  WirePriceRange,
  WireSectionGroup,
  WireSectionRef,
} from './wire-types';

export const EMPTY_FILTER_DATA: FilterData = { price: null, properties: [], sections: [], brands: [] };

/** The page keys of doc 1 §7 (the spec spells trends 'trands'). */
const PAGE_KEYS: Record<ListSource['kind'], string> = {
  catalog: 'catalog',
  novelty: 'novelty',
  trends: 'trands',
  hits: 'hits',
};

/** Only catalogue sections take filters and sorting; the marked lists take start and limit (doc 1 §7). */
export function acceptsFilters(source: ListSource): boolean {
  return source.kind === 'catalog';
}

const sectionRef = object({ ID: identifier, NAME: string } satisfies FieldsOf<WireSectionRef>);

const sectionGroup = map(
  object({
    SECTION_DATA: sectionRef,
    ELEM_DATA: optional(entries(productWire), []),
  } satisfies FieldsOf<WireSectionGroup>),
  (wire): SectionGroup => ({
    section: { id: wire.SECTION_DATA.ID, name: wire.SECTION_DATA.NAME },
    products: wire.ELEM_DATA,
  }),
);

/** A value of a list: plain ('BOSCH', 4) or `{ ID, NAME }`. */
const optionValue: Decoder<SectionRef> = (input, path = '') => {
  if (typeof input === 'string' || typeof input === 'number') {
    const id = identifier(input, path);
    return { id, name: id };
  }
  const wire = sectionRef(input, path);
  return { id: wire.ID, name: wire.NAME };
};

const idList = optional(array(identifier), null);

/** A map of values; PHP writes an empty one as `[]`. */
function recordOf<T>(value: Decoder<T>): Decoder<Record<string, T>> {
  return (input, path = '') => {
    if (Array.isArray(input) && input.length === 0) return {};
    if (!isRecord(input)) throw new DecodeError(path, 'a map');
    return Object.fromEntries(
      Object.entries(input).map(([key, item]) => [key, value(item, `${path}.${key}`)]),
    );
  };
}

function withActivity(values: SectionRef[], active: string[] | null): FilterOption[] {
  return values.map((value) => ({ ...value, active: active === null || active.includes(value.id) }));
}

const priceWire = optional(
  object({
    max: numberOr(null),
    VALUES: optional(
      object({ min: numberOr(null), max: numberOr(null) } satisfies FieldsOf<WirePriceRange>),
      null,
    ),
  } satisfies FieldsOf<NonNullable<WireFilterFields['PRICE']>>),
  null,
);

const propertyWire = object({
  CODE: string,
  NAME: string,
  VALUES: entries(optionValue),
} satisfies FieldsOf<WireFilterProperty>);

/** Keys of filter_data that are not property blocks. */
const FIXED_KEYS: ReadonlySet<string> = new Set<keyof WireFilterFields>([
  'PRICE',
  'sections',
  'brands',
  'active_sections',
  'active_brands',
  'active_params_filter',
]);

export const filterDataWire: Decoder<FilterData> = (input, path = '') => {
  if (Array.isArray(input) && input.length === 0) return EMPTY_FILTER_DATA;
  const wire = object({
    PRICE: priceWire,
    sections: optional(entries(optionValue), []),
    brands: optional(entries(optionValue), []),
    active_sections: idList,
    active_brands: idList,
    active_params_filter: optional(recordOf(array(identifier)), null),
  } satisfies FieldsOf<WireFilterFields>)(input, path);
  const record = isRecord(input) ? input : {};
  const properties = Object.entries(record)
    .filter(([key, value]) => !FIXED_KEYS.has(key) && isRecord(value) && 'CODE' in value)
    .map(([key, value]) => {
      const property = propertyWire(value, `${path}.${key}`);
      return {
        code: property.CODE,
        name: property.NAME,
        options: withActivity(property.VALUES, wire.active_params_filter?.[property.CODE] ?? null),
      };
    });
  const top = wire.PRICE?.VALUES?.max ?? wire.PRICE?.max ?? null;
  const bottom = wire.PRICE?.VALUES?.min ?? 0;
  return {
    price: top !== null && top > 0 ? { min: bottom, max: top } : null,
    properties,
    sections: withActivity(wire.sections, wire.active_sections),
    brands: withActivity(wire.brands, wire.active_brands),
  };
};

export const cataloguePageWire = map(
  object({
    products_data: optional(entries(sectionGroup), []),
    filter_data: optional(filterDataWire, EMPTY_FILTER_DATA),
    total: numeric,
  } satisfies FieldsOf<WireCataloguePage>),
  (wire): ProductListPage => ({
    groups: wire.products_data.filter((group) => group.products.length > 0),
    total: Math.max(0, Math.floor(wire.total)),
    filterData: wire.filter_data,
  }),
);

const cataloguePageAnswer = envelope(
  object({ page: cataloguePageWire } satisfies FieldsOf<WirePageData<WireCataloguePage>>),
);

/** The filter as the server reads it: filter[PRICE][min], filter[brands][0], filter[params][CODE][0]. */
function filterParams(filter: ListFilter): FormObject {
  return {
    PRICE: filter.price ? { min: filter.price.min, max: filter.price.max } : null,
    sections: filter.sections.length > 0 ? filter.sections : null,
    brands: filter.brands.length > 0 ? filter.brands : null,
    params: Object.keys(filter.properties).length > 0 ? filter.properties : null,
  };
}

/** REL_ASC → sort[field]=REL, sort[order]=ASC. */
function sortParams(sort: SortCode): FormObject {
  const [field, order] = sort.split('_');
  return { field: field ?? 'REL', order: order ?? 'ASC' };
}

/** The page-data parameters of doc 1 §7 for one page (numbered from 1) of a list. */
export function listPageParams(source: ListSource, query: ListQuery, page: number): FormObject {
  const paging = { page: PAGE_KEYS[source.kind], start: page, limit: LIST_PAGE_SIZE };
  if (source.kind !== 'catalog') return paging;
  return {
    ...paging,
    section_id: source.sectionId,
    filter: filterParams(query.filter),
    sort: sortParams(query.sort),
  };
}

/** Loads one page of a catalogue section or a marked list through backend.page.json. */
export async function loadListPage(
  api: ApiClient,
  source: ListSource,
  query: ListQuery,
  page: number,
  signal?: AbortSignal,
): Promise<ProductListPage> {
  const answer = await api.call('/rest/backend.page.json', {
    params: listPageParams(source, query, page),
    decode: cataloguePageAnswer,
    signal,
  });
  return answer.result.page;
}
