import { fetchQuickSearch } from '@portal/core/search';
import { QuickSearchHitList } from './QuickSearchHitList';
import { QuickSearchVehicleOffer } from './QuickSearchVehicleOffer';

// The suggestions' own code (the call with its decoder, the hit list with its highlights), fetched
// when a signed-in client first focuses or types in the box: the CMS header loads without it, and
// it arrives while the typing waits for its pause.
export { fetchQuickSearch, QuickSearchHitList, QuickSearchVehicleOffer };
