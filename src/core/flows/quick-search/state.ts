/**
 * - `idle`: nothing asked (the text is shorter than the minimum);
 * - `waiting`: a query is typed and the debounce is running;
 * - `loading`: the server is asked;
 * - `done`: `hits` answer `query`;
 * - `failed`: the last request failed with `error`.
 */
type QuickSearchStatus = 'idle' | 'waiting' | 'loading' | 'done' | 'failed';

export interface QuickSearchState<THit> {
  status: QuickSearchStatus;
  /** The query being searched, or `null` when idle. */
  query: string | null;
  /** The hits of the last answered query; kept while a newer one loads, so the list does not flicker. */
  hits: readonly THit[];
  error: unknown;
}

/** Nothing asked: where a search starts, and where a clear or a text too short brings it back. */
export const IDLE_QUICK_SEARCH = { status: 'idle', query: null, hits: [], error: null } as const;
