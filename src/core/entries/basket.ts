export type { BasketAddition } from '../api/basket-add';
export { listBasketAddition, productPageBasketAddition } from '../api/basket-payload';
export type { UploadOffer, UploadSource } from '../domain/upload';
export { type BasketLine, createBasketCheckout, linesToOrder } from '../flows/checkout/run';
export {
  type CheckoutNotice,
  isCheckoutBusy,
  type LineChange,
  type OrderForm,
} from '../flows/checkout/state';
export { createBasketUpload } from '../flows/upload/run';
export { UPLOAD_EXTENSIONS, type UploadState, uploadTimeline } from '../flows/upload/step';
export {
  basketClearMessages,
  basketMessages,
  expressContactMessages,
  priceChangeMessages,
} from '../messages/basket';
export { basketUploadMessages } from '../messages/basket-upload';
export {
  type BasketTotals,
  basketTotals,
  countedQuantity,
  lineLimits,
  lineSum,
} from '../rules/basket-lines';
export { selectAllState, selectedIds } from '../rules/basket-selection';
export { type ExpressContact, validateExpressContact } from '../rules/express-contact';
export { commentCount } from '../rules/order-comment';
export { priceShift } from '../rules/price-shift';
export { TOAST_DURATION_MS } from '../rules/toast';
export {
  linesToAdd,
  type ReviewChoices,
  type ReviewedRow,
  reviewLine,
  reviewNote,
  reviewStatus,
  reviewSummary,
  uploadSourceTexts,
} from '../rules/upload-review';
export {
  type AddToBasketDetail,
  addToBasket,
  type BasketPut,
  putInBasket,
} from '../session/add-to-basket';
export { syncBasketQuantities, syncBasketQuantitiesOncePerPage } from '../session/basket-quantities';
