import type { Product } from './product';
import type { RemoteOffer, ScheduledShipment } from './remote-supplier';

/** The steps of the step-by-step search (doc 1 §4). */
export type SearchStep =
  | 'instock'
  | 'instockremotesuppliers'
  | 'instockanalogs'
  | 'instockanalogsremotesuppliers';

/** A step, or `final` once the server says nothing is left to search. */
export type SearchStage = SearchStep | 'final';

/** One value of a filter block (doc 1 §3 "Search page data" filter_data). */
export interface StepFilterOption {
  id: string;
  name: string;
}

export interface StepFilterData {
  brands: readonly StepFilterOption[];
  deliveryDates: readonly StepFilterOption[];
}

/** A brand the searched article exists under, offered when the article alone is ambiguous. */
export interface RemoteCatalog {
  brand: string;
  title: string;
}

/** A remote offer with the analogue type it was listed under (`N` is the searched article). */
export interface ListedOffer {
  offer: RemoteOffer;
  analogue: boolean;
}

/** What one step answered (result.page of backend.page.json, page=searchallsourcesbystep). */
export interface StepAnswer {
  nextStage: SearchStage;
  total: number | null;
  products: Product[];
  localAnalogues: Product[];
  offers: ListedOffer[];
  catalogs: RemoteCatalog[];
  schedule: ScheduledShipment[];
  filters: StepFilterData;
  softSearch: 'exact' | 'soft' | 'ultra-soft';
}

/** What one step asks for (doc 1 §7, page-data 'searchallsourcesbystep'). */
export interface StepRequest {
  article: string;
  /** A brand name, 'nobrand' or ''. */
  brand: string;
  type: 'article' | 'description';
  step: SearchStep;
}
