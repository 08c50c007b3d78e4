// The mat constructor's code for a change and for 'В корзину', fetched when first needed (issue 23):
// what a change did unasked, and the add-to-basket details.
import { sendFailureMessage } from '../flows/submission/once';
import { matChangeMessages } from '../messages/mat-changes';

export { matChangeMessages };

/** What 'В корзину' says when the set could not be added, or when it is not known whether it was. */
export const matAddFailureMessage = sendFailureMessage(matChangeMessages.addUnknown);
export { matBasketDetail, matPartnerBasketDetail, matPartnerSummary } from '../rules/mat-basket';
export { matChangeNotes } from '../rules/mat-notes';
