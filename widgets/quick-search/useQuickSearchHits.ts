import { createQuickSearch, fetchQuickSearch, type QuickSearchHit } from '@portal/core/search';
import type { Session } from '@portal/core/session';
import { useStore } from '@portal/ui';
import { useEffect, useMemo } from 'react';

/**
 * The quick-search policy of core bound to this widget: its state as React state, and its hits
 * cleared when the page is shown again from the back-forward cache or the history moves (doc 1 §2).
 */
export function useQuickSearchHits(session: Session) {
  const search = useMemo(
    () =>
      createQuickSearch<QuickSearchHit>({
        search: (query, signal) => fetchQuickSearch(session.api, query, signal),
      }),
    [session],
  );
  const state = useStore(search.$state);

  useEffect(() => {
    const clear = () => search.clear();
    window.addEventListener('pageshow', clear);
    window.addEventListener('popstate', clear);
    return () => {
      window.removeEventListener('pageshow', clear);
      window.removeEventListener('popstate', clear);
      clear();
    };
  }, [search]);

  return { state, input: search.input, retry: search.retry, clear: search.clear };
}
