import { atom, type ReadableAtom } from 'nanostores';
import { QUICK_SEARCH_DEBOUNCE_MS, quickSearchQuery } from './search';

/**
 * - `idle`: nothing asked (the text is shorter than the minimum);
 * - `waiting`: a query is typed and the debounce is running;
 * - `loading`: the server is asked;
 * - `done`: `hits` answer `query`;
 * - `failed`: the last request failed with `error`.
 */
export type QuickSearchStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'failed';

export interface QuickSearchState<THit> {
  status: QuickSearchStatus;
  /** The query being searched, or `null` when idle. */
  query: string | null;
  /** The hits of the last answered query; kept while a newer one loads, so the list does not flicker. */
  hits: readonly THit[];
  error: unknown;
}

export interface QuickSearchOptions<THit> {
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

const IDLE = { status: 'idle', query: null, hits: [], error: null } as const;

/**
 * The request policy of the quick search (doc 1 §5): from 3 characters on, the server is asked
 * once typing pauses; below 3 the results are cleared; a new query aborts the request of the
 * previous one, and an answer to anything but the latest query is never shown.
 */
export function createQuickSearch<THit>(options: QuickSearchOptions<THit>): QuickSearch<THit> {
  const debounceMs = options.debounceMs ?? QUICK_SEARCH_DEBOUNCE_MS;
  const $state = atom<QuickSearchState<THit>>(IDLE);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | null = null;

  const stop = (): void => {
    clearTimeout(timer);
    timer = undefined;
    inFlight?.abort();
    inFlight = null;
  };

  const ask = (query: string): void => {
    stop();
    const request = new AbortController();
    inFlight = request;
    $state.set({ ...$state.get(), status: 'loading', query, error: null });
    options.search(query, request.signal).then(
      (hits) => {
        if (inFlight !== request) return;
        inFlight = null;
        $state.set({ status: 'done', query, hits, error: null });
      },
      (error: unknown) => {
        if (inFlight !== request) return;
        inFlight = null;
        $state.set({ status: 'failed', query, hits: [], error });
      },
    );
  };

  return {
    $state,
    input(text) {
      const query = quickSearchQuery(text);
      if (query === null) {
        stop();
        $state.set(IDLE);
        return;
      }
      const current = $state.get();
      if (query === current.query && current.status !== 'failed') return;
      stop();
      $state.set({ ...current, status: 'waiting', query, error: null });
      timer = setTimeout(() => ask(query), debounceMs);
    },
    retry() {
      const { query } = $state.get();
      if (query !== null) ask(query);
    },
    clear() {
      stop();
      $state.set(IDLE);
    },
  };
}
