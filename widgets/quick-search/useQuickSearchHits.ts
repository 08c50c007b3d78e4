import { createQuickSearch, type QuickSearchHit } from '@portal/core/search';
import type { Session } from '@portal/core/session';
import { useStore } from '@portal/ui';
import { type ComponentType, useCallback, useEffect, useMemo, useState } from 'react';
import type { QuickSearchHitListProps } from './QuickSearchHitList';
import type { QuickSearchVehicleOfferProps } from './QuickSearchVehicleOffer';

type Suggestions = typeof import('./suggestions');

let suggestions: Promise<Suggestions> | null = null;

/** The suggestions' code, fetched once; a failed fetch is asked again by the next search. */
function loadSuggestions(): Promise<Suggestions> {
  suggestions ??= import('./suggestions').catch((error: unknown) => {
    suggestions = null;
    throw error;
  });
  return suggestions;
}

/**
 * The quick-search policy of core bound to this widget: its state as React state, and its hits
 * cleared when the page is shown again from the back-forward cache or the history moves (doc 1 §2).
 * The suggestions' code comes with the first search, or earlier when `prepare` is called.
 */
export function useQuickSearchHits(session: Session) {
  const [HitList, setHitList] = useState<ComponentType<QuickSearchHitListProps> | null>(null);
  const [VehicleOffer, setVehicleOffer] = useState<ComponentType<QuickSearchVehicleOfferProps> | null>(null);
  const prepare = useCallback(() => {
    const loaded = loadSuggestions();
    loaded.then(
      (module) => {
        setHitList(() => module.QuickSearchHitList);
        setVehicleOffer(() => module.QuickSearchVehicleOffer);
      },
      () => undefined,
    );
    return loaded;
  }, []);
  const search = useMemo(
    () =>
      createQuickSearch<QuickSearchHit>({
        search: (query, signal) =>
          prepare().then((module) => module.fetchQuickSearch(session.api, query, signal)),
      }),
    [session, prepare],
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

  return {
    state,
    input: search.input,
    retry: search.retry,
    clear: search.clear,
    prepare,
    HitList,
    VehicleOffer,
  };
}
