// The mat constructor's code for a change and for 'В корзину', fetched when first needed (issue 23):
// what a change did unasked, and the add-to-basket details.
export { matChangeMessages } from '../messages/mat-changes';
export { matBasketDetail, matPartnerBasketDetail, matPartnerSummary } from '../rules/mat-basket';
export { matChangeNotes } from '../rules/mat-notes';
