// What the configurator fetches at its first change or 'В корзину' (MatConfigurator's loadChanges).
export {
  matAddFailureMessage,
  matBasketDetail,
  matChangeMessages,
  matChangeNotes,
  matPartnerBasketDetail,
  matPartnerSummary,
} from '@portal/core/mat-changes';
