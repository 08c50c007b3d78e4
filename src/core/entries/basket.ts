export { listBasketAddition, productPageBasketAddition } from '../api/basket-payload';
export { type MissingArticle, UPLOAD_STEPS } from '../api/basket-upload';
export { basketMessages } from '../messages/basket';
export { basketUploadMessages } from '../messages/basket-upload';
export { type BasketTotals, basketTotals, countedQuantity, lineLimits, lineSum } from '../rules/basket-lines';
export { selectAllState, selectedIds } from '../rules/basket-selection';
export { UPLOAD_EXTENSIONS, type UploadState } from '../rules/basket-upload';
export { isCheckoutBusy, type OrderForm } from '../rules/checkout';
export { type ExpressContact, validateExpressContact } from '../rules/express-contact';
export { formatPhone, PHONE_LENGTH, phoneCaret, phoneDigits } from '../rules/phone';
export {
  type AddToBasketDetail,
  addToBasket,
  type BasketAddition,
  TOAST_DURATION_MS,
} from '../session/add-to-basket';
export { type BasketLine, createBasketCheckout } from '../session/basket-checkout';
export { syncBasketQuantitiesOncePerPage } from '../session/basket-quantities';
export { createBasketUpload } from '../session/basket-upload';
