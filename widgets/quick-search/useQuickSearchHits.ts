import {
  IDLE_QUICK_SEARCH,
  type QuickSearch,
  type QuickSearchHit,
  type QuickSearchState,
} from '@portal/core/search';
import type { Session } from '@portal/core/session';
import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
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

interface LoadedSuggestions {
  search: QuickSearch<QuickSearchHit>;
  HitList: ComponentType<QuickSearchHitListProps>;
  VehicleOffer: ComponentType<QuickSearchVehicleOfferProps>;
}

/**
 * The quick-search policy of core bound to this widget: its state as React state, and its hits
 * cleared when the page is shown again from the back-forward cache or the history moves (doc 1 §2).
 * The search itself (core's policy, the call, the hit list) is the suggestions' code, fetched when
 * `prepare` is called (the box's focus) or at the first text typed: what is typed before it has
 * come is searched once it has, and a fetch that fails is a failed search, as a call's failure.
 */
export function useQuickSearchHits(session: Session) {
  const [loaded, setLoaded] = useState<LoadedSuggestions | null>(null);
  const [state, setState] = useState<QuickSearchState<QuickSearchHit>>(IDLE_QUICK_SEARCH);
  // The text typed while the code was on its way: the search starts from it.
  const typed = useRef<string | null>(null);

  const prepare = useCallback(() => {
    const loading = loadSuggestions();
    loading.then(
      (module) =>
        setLoaded(
          (current) =>
            current ?? {
              search: module.createSuggestionSearch(session),
              HitList: module.QuickSearchHitList,
              VehicleOffer: module.QuickSearchVehicleOffer,
            },
        ),
      (error: unknown) => {
        if (typed.current !== null) setState({ ...IDLE_QUICK_SEARCH, status: 'failed', error });
      },
    );
    return loading;
  }, [session]);

  // The search in use, for the handlers: they stay the same functions when it comes.
  const running = useRef<QuickSearch<QuickSearchHit> | null>(null);
  const search = loaded?.search;
  useEffect(() => {
    if (!search) return;
    running.current = search;
    if (typed.current !== null) search.input(typed.current);
    typed.current = null;
    const unsubscribe = search.$state.subscribe(setState);
    const clear = () => search.clear();
    window.addEventListener('pageshow', clear);
    window.addEventListener('popstate', clear);
    return () => {
      running.current = null;
      unsubscribe();
      window.removeEventListener('pageshow', clear);
      window.removeEventListener('popstate', clear);
      clear();
    };
  }, [search]);

  const input = useCallback(
    (text: string) => {
      if (running.current) return running.current.input(text);
      typed.current = text;
      void prepare().catch(() => undefined);
    },
    [prepare],
  );
  const retry = useCallback(() => {
    if (running.current) running.current.retry();
    else if (typed.current !== null) input(typed.current);
  }, [input]);
  const clear = useCallback(() => {
    typed.current = null;
    if (running.current) running.current.clear();
    else setState(IDLE_QUICK_SEARCH);
  }, []);

  return {
    state,
    input,
    retry,
    clear,
    prepare,
    HitList: loaded?.HitList ?? null,
    VehicleOffer: loaded?.VehicleOffer ?? null,
  };
}
