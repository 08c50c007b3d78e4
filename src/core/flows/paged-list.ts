import { atom, type ReadableAtom } from 'nanostores';
import { errorMessageFor } from '../api/error-message';
import type { PagedEvent } from './paged-event';

interface PagedListRules<State, Event, Answer> {
  initial: State;
  /** The list's state machine; it drops answers of another generation or page. */
  step: (state: State, event: Event | PagedEvent<Answer>) => State;
  /** The page (numbered from 1) the state waits for. */
  nextPage: (state: State) => number;
  canLoadMore: (state: State) => boolean;
  load: (state: State, page: number, signal: AbortSignal) => Promise<Answer>;
  /** Named in the console when a page fails. */
  label: string;
}

interface PagedList<State, Event> {
  $state: ReadableAtom<State>;
  dispatch: (event: Event) => void;
  /** Loads the page the state waits for; a page still loading for an older state is abandoned. */
  fetchPage: () => void;
  /** Appends the next page when more were found than are shown; otherwise does nothing. */
  loadMore: () => void;
  /** Asks again for the page that failed. */
  retry: () => void;
  /** Abandons whatever is loading. */
  dispose: () => void;
}

/**
 * The loading half of a paged list (catalogue lists, the /search/ page): a framework-free store
 * around the list's step function that runs its page requests and feeds their answers back, each tagged
 * with the generation it was asked for, so nothing of an older query reaches a newer one.
 */
export function createPagedList<State extends { generation: number }, Event, Answer>(
  rules: PagedListRules<State, Event, Answer>,
): PagedList<State, Event> {
  const $state = atom<State>(rules.initial);
  let inFlight: AbortController | null = null;
  const dispatch = (event: Event | PagedEvent<Answer>) => $state.set(rules.step($state.get(), event));

  function fetchPage(): void {
    const state = $state.get();
    const { generation } = state;
    const page = rules.nextPage(state);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    rules.load(state, page, controller.signal).then(
      (answer) => dispatch({ type: 'loaded', generation, page, answer }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn(`[portal] ${rules.label} failed`, error);
        dispatch({ type: 'failed', generation, page, message: errorMessageFor(error) });
      },
    );
  }

  return {
    $state,
    dispatch,
    fetchPage,
    loadMore() {
      if (!rules.canLoadMore($state.get())) return;
      dispatch({ type: 'more' });
      fetchPage();
    },
    retry() {
      const before = $state.get();
      dispatch({ type: 'retry' });
      if ($state.get() !== before) fetchPage();
    },
    dispose() {
      inFlight?.abort();
      inFlight = null;
    },
  };
}
