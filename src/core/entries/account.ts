export type { AccountDocument } from '../api/documents';
export { type DownloadResult, downloadDocument, loadDocuments } from '../api/documents';
export { loadOrder, loadOrders } from '../api/orders';
export { changePassword, loadPersonalDelivery, loadPersonalInfo } from '../api/personal';
export {
  loadPriceList,
  type PriceListOption,
  type PriceListPage,
  savePriceList,
} from '../api/price-list';
export {
  type ActParty,
  downloadReconciliationAct,
  loadReconciliationAct,
  type ReconciliationAct,
} from '../api/reconciliation-act';
export { sendReview } from '../api/review';
export { loadSettlements } from '../api/settlements';
export type {
  DeliveryRow,
  ManagerCard,
  OrderDetail,
  OrderItem,
  OrderSummary,
  PasswordChange,
  PasswordChangeResult,
  PersonalInfo,
  Settlements,
} from '../domain/account';
export { createReturnClaim, type ReturnClaimFlow } from '../flows/return-claim/run';
export type { ClaimState } from '../flows/return-claim/step';
export { sendFailureMessage } from '../flows/submission/once';
export { createSubmission } from '../flows/submission/run';
export type { SubmissionState } from '../flows/submission/step';
export {
  accountFilterMessages,
  changePasswordMessages,
  documentsMessages,
  orderMessages,
  ordersMessages,
  personalDeliveryMessages,
  personalInfoMessages,
  priceListMessages,
  returnClaimMessages,
  reviewMessages,
  settlementsMessages,
} from '../messages/account';
export { goodsCount } from '../messages/common';
export {
  type AccountFilters,
  defaultSettlementRange,
  EMPTY_ACCOUNT_FILTERS,
  isFiltered,
  validateAccountFilters,
} from '../rules/account-filters';
export {
  balanceLabel,
  documentName,
  formatAddresses,
  formatAmount,
  formatOptionalDate,
  formatSum,
  reconcile,
  searchOrderItems,
  withWeekday,
} from '../rules/account-format';
export { validateChangePassword } from '../rules/change-password';
export {
  emailProblems,
  moveColumn,
  needsDays,
  PRICE_LIST_DAYS,
  type PriceListColumn,
  type PriceListForm,
  validatePriceList,
} from '../rules/price-list';
export { canRepeat, linesToRepeat, type RepeatLine, repeatLines, repeatNote } from '../rules/repeat-order';
export { type ClaimReason, type ClaimTab, claimTabs, firstReasonOf, tabOf } from '../rules/return-claim';
export {
  type AnsweredReview,
  answeredReview,
  INITIAL_REVIEW,
  isReviewLinkComplete,
  REVIEW_RATINGS,
  type ReviewContext,
  type ReviewForm,
  type ReviewQuestion,
  reviewContext,
  reviewErrors,
  reviewParams,
} from '../rules/review';
export { repeatOrder } from '../session/repeat-order';
export { passwordCheckErrorMessage } from '../session/sign-in-error';
