import { createQuickSearch, fetchQuickSearch, type QuickSearchHit } from '@portal/core/search';
import type { Session } from '@portal/core/session';
import { QuickSearchHitList } from './QuickSearchHitList';
import { QuickSearchVehicleOffer } from './QuickSearchVehicleOffer';

/** Core's quick-search policy asking the server for this session's suggestions. */
export function createSuggestionSearch(session: Session) {
  return createQuickSearch<QuickSearchHit>({
    search: (query, signal) => fetchQuickSearch(session.api, query, signal),
  });
}

// The suggestions' own code (the search's policy, the call with its decoder, the hit list with its
// highlights), fetched when a signed-in client first focuses or types in the box: the CMS header
// loads without it, and it arrives while the typing waits for its pause.
export { QuickSearchHitList, QuickSearchVehicleOffer };
