import { atom, type ReadableAtom } from 'nanostores';
import type { FilterData } from '../../domain/catalogue';
import type { ListFilter, ListQuery } from '../../rules/catalogue-filter';
import type { ProductListStore } from './run';
import { canLoadMore } from './step';

/**
 * Starts `store` over at a place read from the address (rules/list-place.ts) and shows `pages`
 * pages one after another. When the first page has come, `offered` (`offeredFilter`) may give the
 * filter less what the list does not offer: the list is asked again with it. The returned atom is
 * true until the pages are shown, one fails, there are no more, or the client starts the list over
 * with another filter or sort. A module of its own: only a list that keeps its place uses it.
 */
export function restoreList(
  store: ProductListStore,
  query: ListQuery,
  pages: number,
  offered: (filter: ListFilter, data: FilterData) => ListFilter | null,
): ReadableAtom<boolean> {
  const $restoring = atom(true);
  let check: typeof offered | null = offered;
  let generation = 0;
  const start = (next: ListQuery) => {
    // The query's generation, known before its state is first heard of.
    generation = store.$state.get().generation + 1;
    store.setQuery(next);
  };
  const unlisten = store.$state.listen((state) => {
    const failed = state.status === 'failed' || state.more === 'failed';
    if (state.generation === generation && !failed) {
      if (state.status !== 'ready' || state.more !== 'idle') return;
      const filter = check?.(state.query.filter, state.filterData);
      check = null;
      if (filter) return start({ ...state.query, filter });
      if (state.pages.length < pages && canLoadMore(state)) return store.loadMore();
    }
    unlisten();
    $restoring.set(false);
  });
  start(query);
  return $restoring;
}
