import { SEARCH_STEPS } from '../../api/step-search';
import type { Product } from '../../domain/product';
import type { RemoteOffer, ScheduledShipment } from '../../domain/remote-supplier';
import type {
  RemoteCatalog,
  SearchStage,
  SearchStep,
  StepAnswer,
  StepFilterData,
  StepFilterOption,
  StepRequest,
} from '../../domain/step-search';
import { stepSearchMessages } from '../../messages/search';
import { DEFAULT_SORT, type SortCode } from '../../rules/catalogue-filter';
import { remoteDeliveryShipment } from '../../rules/remote-delivery';
import { clearPartText } from '../../rules/same-part';
import type { StepSearchQuery } from '../../rules/search';
import { NO_STEP_SEARCH_FILTERS, type StepSearchFilters } from '../../rules/step-search-filters';

/** The progress each stage shows (doc 1 §4 "Step-by-step search"). */
const STAGE_PROGRESS: Readonly<Record<SearchStage, number>> = {
  instock: 33,
  instockremotesuppliers: 50,
  instockanalogs: 66,
  instockanalogsremotesuppliers: 90,
  final: 100,
};

/** The bar and its text show only while the search is under way, strictly between 0 and 100. */
export function showsProgressBar(progress: number): boolean {
  return progress > 0 && progress < 100;
}

/** Placeholder rows show from 35 up to, not including, 100 (gone once 'Поиск завершён' shows). */
export function showsSkeleton(progress: number): boolean {
  return progress >= 35 && progress < 100;
}

/** A remote offer as listed: its analogue type and the delivery date derived from the schedule. */
export interface PlacedOffer {
  offer: RemoteOffer;
  /** False for the searched article itself (analog_type_N), true for its analogues. */
  analogue: boolean;
  /** 'dd.MM.yyyy', or `null` when no run of the schedule is late enough. */
  deliveryDate: string | null;
}

type StepSearchStatus = 'idle' | 'searching' | 'failed' | 'done';

export interface StepSearchState {
  /** Which search this is: an answer of an earlier one is never merged. */
  generation: number;
  query: StepSearchQuery;
  status: StepSearchStatus;
  /** The step being searched, or the one that failed; `final` once done. */
  stage: SearchStage;
  /** The message shown when a step failed. */
  error: string | null;
  sort: SortCode;
  filters: StepSearchFilters;
  filterOptions: StepFilterData;
  products: readonly Product[];
  localAnalogues: readonly Product[];
  offers: readonly PlacedOffer[];
  catalogs: readonly RemoteCatalog[];
  schedule: readonly ScheduledShipment[];
  softSearch: StepAnswer['softSearch'];
  total: number | null;
}

const FIRST_STEP: SearchStep = SEARCH_STEPS[0];

export const INITIAL_STEP_SEARCH: StepSearchState = {
  generation: 0,
  query: { article: '', brand: '', type: 'article' },
  status: 'idle',
  stage: FIRST_STEP,
  error: null,
  sort: DEFAULT_SORT,
  filters: NO_STEP_SEARCH_FILTERS,
  filterOptions: { brands: [], deliveryDates: [] },
  products: [],
  localAnalogues: [],
  offers: [],
  catalogs: [],
  schedule: [],
  softSearch: 'exact',
  total: null,
};

export type StepSearchEvent =
  /** The page's query (new or changed). */
  | { type: 'search'; query: StepSearchQuery }
  | { type: 'answered'; generation: number; step: SearchStep; answer: StepAnswer; now: number }
  | { type: 'failed'; generation: number; step: SearchStep; message: string }
  /** Resumes from the step that failed. */
  | { type: 'retry' }
  | { type: 'sort'; sort: SortCode }
  | { type: 'filter'; filters: StepSearchFilters };

/** A fresh search from the first step: nothing of the previous one is kept but what is passed. */
function begin(
  state: StepSearchState,
  query: StepSearchQuery,
  keep: Pick<StepSearchState, 'sort' | 'filters'>,
): StepSearchState {
  return {
    ...INITIAL_STEP_SEARCH,
    ...keep,
    generation: state.generation + 1,
    query,
    status: query.article === '' ? 'idle' : 'searching',
  };
}

function sameQuery(a: StepSearchQuery, b: StepSearchQuery): boolean {
  return a.article === b.article && a.brand === b.brand && a.type === b.type;
}

/** The server's next step, only ever forward: a step named again or out of order ends the search. */
function following(current: SearchStep, next: SearchStage): SearchStage {
  if (next === 'final') return 'final';
  return SEARCH_STEPS.indexOf(next) > SEARCH_STEPS.indexOf(current) ? next : 'final';
}

function appendNew<T>(list: readonly T[], added: readonly T[], idOf: (item: T) => string): readonly T[] {
  if (added.length === 0) return list;
  const seen = new Set(list.map(idOf));
  const fresh = added.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
  return fresh.length === 0 ? list : [...list, ...fresh];
}

function dated(offer: RemoteOffer, now: number, schedule: readonly ScheduledShipment[]): string | null {
  return remoteDeliveryShipment(now, offer.deliveryHours, schedule)?.shippingDate ?? null;
}

const optionId = (option: StepFilterOption): string => option.id;

/** Filter values of both, each once (an answer lists a brand for its parts and for its analogues). */
export function mergeOptions(options: StepFilterData, added: StepFilterData): StepFilterData {
  return {
    brands: appendNew(options.brands, added.brands, optionId),
    deliveryDates: appendNew(options.deliveryDates, added.deliveryDates, optionId),
  };
}

/** Merges one step's answer into the lists, and moves on to the step the server names. */
function merge(state: StepSearchState, step: SearchStep, answer: StepAnswer, now: number): StepSearchState {
  const schedule = answer.schedule.length > 0 ? answer.schedule : state.schedule;
  // A new schedule re-dates the offers already listed, so every row reads from the same runs.
  const offers =
    schedule === state.schedule
      ? state.offers
      : state.offers.map((placed) => ({ ...placed, deliveryDate: dated(placed.offer, now, schedule) }));
  const placed = answer.offers.map(({ offer, analogue }) => ({
    offer,
    analogue,
    deliveryDate: dated(offer, now, schedule),
  }));
  const stage = following(step, answer.nextStage);
  return {
    ...state,
    status: stage === 'final' ? 'done' : 'searching',
    stage,
    products: appendNew(state.products, answer.products, (product) => product.id),
    localAnalogues: appendNew(state.localAnalogues, answer.localAnalogues, (product) => product.id),
    offers: appendNew(offers, placed, (item) => item.offer.id),
    catalogs: appendNew(state.catalogs, answer.catalogs, (catalog) => clearPartText(catalog.brand)),
    schedule,
    filterOptions: mergeOptions(state.filterOptions, answer.filters),
    softSearch: answer.softSearch === 'exact' ? state.softSearch : answer.softSearch,
    total: answer.total ?? state.total,
  };
}

/** The step search as a state machine: every change of the page goes through here. */
export function stepSearchStep(state: StepSearchState, event: StepSearchEvent): StepSearchState {
  switch (event.type) {
    case 'search':
      // A query that changed clears results and filters (doc 1 §4); the same query keeps its search.
      if (state.generation > 0 && sameQuery(state.query, event.query)) return state;
      return begin(state, event.query, { sort: state.sort, filters: NO_STEP_SEARCH_FILTERS });
    case 'answered':
      if (event.generation !== state.generation || state.status !== 'searching' || event.step !== state.stage)
        return state;
      return merge(state, event.step, event.answer, event.now);
    case 'failed':
      if (event.generation !== state.generation || state.status !== 'searching' || event.step !== state.stage)
        return state;
      return { ...state, status: 'failed', error: event.message };
    case 'retry':
      return state.status === 'failed' ? { ...state, status: 'searching', error: null } : state;
    case 'sort':
      // Relevance is the server's order: choosing it searches again from the first step.
      if (event.sort === 'REL_ASC')
        return begin(state, state.query, { sort: 'REL_ASC', filters: state.filters });
      return { ...state, sort: event.sort };
    case 'filter':
      return { ...state, filters: event.filters };
  }
}

/** The call the search is waiting for, or `null` when none is due. */
export function dueStepRequest(state: StepSearchState): (StepRequest & { generation: number }) | null {
  if (state.status !== 'searching' || state.stage === 'final') return null;
  return { generation: state.generation, ...state.query, step: state.stage };
}

/** The bar's value and text: a step's own while it runs, 100 and 'Поиск завершён' once done. */
export function stepSearchProgress(state: StepSearchState): { value: number; text: string | null } {
  switch (state.status) {
    case 'searching':
      return { value: STAGE_PROGRESS[state.stage], text: stepSearchMessages.stages[state.stage] };
    case 'done':
      return { value: STAGE_PROGRESS.final, text: stepSearchMessages.stages.final };
    default:
      // Nothing runs before a search or after a failure: no bar, no placeholders.
      return { value: 0, text: null };
  }
}
