import { atom, type ReadableAtom } from 'nanostores';
import { errorMessageFor } from '../../api/error-message';
import { loadSearchStep } from '../../api/step-search';
import type { SortCode } from '../../rules/catalogue-filter';
import type { StepSearchQuery } from '../../rules/search';
import type { StepSearchFilters } from '../../rules/step-search-filters';
import { pageKeepingHeader } from '../../session/page-header';
import type { Session } from '../../session/session';
import {
  dueStepRequest,
  INITIAL_STEP_SEARCH,
  type StepSearchEvent,
  type StepSearchState,
  stepSearchStep,
} from './step';

/** One step search on a page: its state, and what the page can do with it. */
export interface StepSearch {
  $state: ReadableAtom<StepSearchState>;
  /** Searches for the page's query; a changed query starts over, the same one carries on. */
  search(query: StepSearchQuery): void;
  sortBy(sort: SortCode): void;
  filter(filters: StepSearchFilters): void;
  /** Resumes from the step that failed. */
  retry(): void;
  /** Stops the call under way (the page is leaving). */
  stop(): void;
}

interface StepSearchOptions {
  /** The clock remote delivery dates are derived from. Defaults to `Date.now`. */
  now?: () => number;
}

/**
 * Runs the step search against the server: each answer's next_step asks for the next step until
 * the search is final. A call of an earlier search is aborted, and its late answer is ignored.
 */
export function createStepSearch(session: Session, { now = Date.now }: StepSearchOptions = {}): StepSearch {
  const $state = atom<StepSearchState>(INITIAL_STEP_SEARCH);
  let running: { key: string; controller: AbortController } | null = null;

  function dispatch(event: StepSearchEvent): void {
    const next = stepSearchStep($state.get(), event);
    if (next !== $state.get()) $state.set(next);
    // Also after an unchanged state: a search stopped by a page that came back carries on.
    requestDueStep();
  }

  function requestDueStep(): void {
    const request = dueStepRequest($state.get());
    const key = request ? `${request.generation}:${request.step}` : '';
    if (running?.key === key) return;
    running?.controller.abort();
    running = null;
    if (!request) return;
    const controller = new AbortController();
    running = { key, controller };
    const { generation, step } = request;
    pageKeepingHeader(session, loadSearchStep(session.api, request, controller.signal)).then(
      (answer) => {
        if (running?.controller === controller) running = null;
        dispatch({ type: 'answered', generation, step, answer, now: now() });
      },
      (error: unknown) => {
        if (running?.controller === controller) running = null;
        if (controller.signal.aborted) return;
        dispatch({ type: 'failed', generation, step, message: errorMessageFor(error) });
      },
    );
  }

  return {
    $state,
    search: (query) => dispatch({ type: 'search', query }),
    sortBy: (sort) => dispatch({ type: 'sort', sort }),
    filter: (filters) => dispatch({ type: 'filter', filters }),
    retry: () => dispatch({ type: 'retry' }),
    stop() {
      running?.controller.abort();
      running = null;
    },
  };
}
