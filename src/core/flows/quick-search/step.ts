import { quickSearchQuery } from '../../rules/search';
import { IDLE_QUICK_SEARCH, type QuickSearchState } from './state';

export type QuickSearchEvent<THit> =
  | { type: 'input'; text: string }
  /** The typing paused for the debounce. */
  | { type: 'due' }
  | { type: 'answered'; query: string; hits: readonly THit[] }
  | { type: 'failed'; query: string; error: unknown }
  | { type: 'retry' }
  | { type: 'clear' };

/**
 * - `wait`: stop whatever is under way and start the debounce;
 * - `ask`: stop whatever is under way and ask the server for `query`;
 * - `stop`: stop whatever is under way.
 */
export type QuickSearchEffect = { type: 'wait' } | { type: 'ask'; query: string } | { type: 'stop' };

interface QuickSearchTransition<THit> {
  state: QuickSearchState<THit>;
  effect: QuickSearchEffect | null;
}

const asking = <THit>(state: QuickSearchState<THit>, query: string): QuickSearchTransition<THit> => ({
  state: { ...state, status: 'loading', query, error: null },
  effect: { type: 'ask', query },
});

/**
 * The request policy of the quick search (doc 1 §5): from 3 characters on, the server is asked
 * once typing pauses; below 3 the results are cleared; a new query stops the request of the
 * previous one, and an answer to anything but the query being asked is never shown.
 */
export function quickSearchStep<THit>(
  state: QuickSearchState<THit>,
  event: QuickSearchEvent<THit>,
): QuickSearchTransition<THit> {
  switch (event.type) {
    case 'input': {
      const query = quickSearchQuery(event.text);
      if (query === null) return { state: IDLE_QUICK_SEARCH, effect: { type: 'stop' } };
      if (query === state.query && state.status !== 'failed') return { state, effect: null };
      return { state: { ...state, status: 'waiting', query, error: null }, effect: { type: 'wait' } };
    }
    case 'due':
      return state.status === 'waiting' && state.query !== null
        ? asking(state, state.query)
        : { state, effect: null };
    case 'retry':
      return state.query === null ? { state, effect: null } : asking(state, state.query);
    case 'answered':
    case 'failed': {
      if (state.status !== 'loading' || state.query !== event.query) return { state, effect: null };
      return event.type === 'answered'
        ? { state: { status: 'done', query: event.query, hits: event.hits, error: null }, effect: null }
        : { state: { status: 'failed', query: event.query, hits: [], error: event.error }, effect: null };
    }
    case 'clear':
      return { state: IDLE_QUICK_SEARCH, effect: { type: 'stop' } };
  }
}
