import {
  createStepSearch,
  type StepSearch,
  type StepSearchQuery,
  type StepSearchState,
} from '@portal/core/search';
import { useSession, useStore } from '@portal/ui';
import { useLayoutEffect, useState } from 'react';

/**
 * The widget's own step search: it follows the query (a change starts over, the same one carries
 * on) and stops its call when the widget goes away. Nothing is asked before the client signs in.
 */
export function useStepSearch(query: StepSearchQuery): { state: StepSearchState; search: StepSearch } {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const [search] = useState(() => createStepSearch(session));
  const state = useStore(search.$state);
  const { article, brand, type } = query;

  // Before paint: a new query never shows, even for a frame, under the old query's results.
  useLayoutEffect(() => {
    if (!signedIn) return;
    search.search({ article, brand, type });
    return () => search.stop();
  }, [search, signedIn, article, brand, type]);

  return { state, search };
}
