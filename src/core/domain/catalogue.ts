import type { Product } from './product';

/** A catalogue section as groups and filters name it. */
export interface SectionRef {
  id: string;
  name: string;
}

/** Products of one section on a page (doc 1 §3 "Section group"). */
export interface SectionGroup {
  section: SectionRef;
  products: Product[];
}

/** One value of a filter list; `active` is false when no goods would be left with it. */
export interface FilterOption {
  id: string;
  name: string;
  active: boolean;
}

export interface FilterProperty {
  code: string;
  name: string;
  options: FilterOption[];
}

/** What the filter panel offers for the current list (doc 1 §3 "Filter data"). */
export interface FilterData {
  /** The prices of the goods the other filters leave; `null` without prices (anonymous visitors). */
  price: { min: number; max: number } | null;
  properties: FilterProperty[];
  sections: FilterOption[];
  brands: FilterOption[];
}

/** One page of a product list: its section groups, the total and what the filters offer. */
export interface ProductListPage {
  groups: SectionGroup[];
  /** Goods matching the filter across all pages. */
  total: number;
  filterData: FilterData;
}

/** Where a list comes from: a catalogue section (or the whole catalogue) or a marked list. */
export type ListSource =
  | { kind: 'catalog'; sectionId: string | null }
  | { kind: 'novelty' }
  | { kind: 'trends' }
  | { kind: 'hits' };

/** The marked lists: novelties, trends and hits. */
export type ListKind = Exclude<ListSource['kind'], 'catalog'>;
