import { atom, type ReadableAtom } from 'nanostores';
import { QUICK_SEARCH_DEBOUNCE_MS } from '../../rules/search';
import { IDLE_QUICK_SEARCH, type QuickSearchState } from './state';
import { type QuickSearchEffect, type QuickSearchEvent, quickSearchStep } from './step';

interface QuickSearchOptions<THit> {
  /** Asks the server; must stop when `signal` aborts. */
  search: (query: string, signal: AbortSignal) => Promise<readonly THit[]>;
  /** Defaults to `QUICK_SEARCH_DEBOUNCE_MS` (200). */
  debounceMs?: number;
}

export interface QuickSearch<THit> {
  $state: ReadableAtom<QuickSearchState<THit>>;
  /** The box's text changed. */
  input(text: string): void;
  /** Asks again for the current query at once (after a failure). */
  retry(): void;
  /** Forgets query and hits and stops whatever is under way. */
  clear(): void;
}

/** Runs `quickSearchStep`'s effects: the debounce timer and the request, each stopped by the next. */
export function createQuickSearch<THit>(options: QuickSearchOptions<THit>): QuickSearch<THit> {
  const debounceMs = options.debounceMs ?? QUICK_SEARCH_DEBOUNCE_MS;
  const $state = atom<QuickSearchState<THit>>(IDLE_QUICK_SEARCH);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  function stop(): void {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  }

  function dispatch(event: QuickSearchEvent<THit>): void {
    const { state, effect } = quickSearchStep($state.get(), event);
    $state.set(state);
    if (effect) perform(effect);
  }

  function perform(effect: QuickSearchEffect): void {
    stop();
    if (effect.type === 'wait') timer = setTimeout(() => dispatch({ type: 'due' }), debounceMs);
    if (effect.type !== 'ask') return;
    const { query } = effect;
    const request = new AbortController();
    inFlight = request;
    options.search(query, request.signal).then(
      (hits) => {
        if (!request.signal.aborted) dispatch({ type: 'answered', query, hits });
      },
      (error: unknown) => {
        if (!request.signal.aborted) dispatch({ type: 'failed', query, error });
      },
    );
  }

  return {
    $state,
    input: (text) => dispatch({ type: 'input', text }),
    retry: () => dispatch({ type: 'retry' }),
    clear: () => dispatch({ type: 'clear' }),
  };
}
