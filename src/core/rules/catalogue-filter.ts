/**
 * What a client narrows a product list by (doc 1 §2 "Catalogue section", §4 "Menus, filters and
 * lists") and its sorting, as the list store sends them. The panel's own rules (its fields) are in
 * filter-fields.ts.
 */

/** A whole-rouble price range. */
export interface PriceRange {
  min: number;
  max: number;
}

export interface ListFilter {
  /** `null` when the price is not restricted. */
  price: PriceRange | null;
  /** Section ids. */
  sections: readonly string[];
  /** Brand ids (the brand names). */
  brands: readonly string[];
  /** Property CODE → chosen value ids. */
  properties: Readonly<Record<string, readonly string[]>>;
}

export const EMPTY_FILTER: ListFilter = { price: null, sections: [], brands: [], properties: {} };

/** Sorting of doc 1 §4; REL_ASC (relevance) is the default. */
export const SORT_CODES = ['REL_ASC', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC'] as const;
export type SortCode = (typeof SORT_CODES)[number];
export const DEFAULT_SORT: SortCode = 'REL_ASC';

/** What a list is asked for besides its source and page: the filter and the sort. */
export interface ListQuery {
  filter: ListFilter;
  sort: SortCode;
}

export function isSortCode(value: unknown): value is SortCode {
  return SORT_CODES.some((code) => code === value);
}
