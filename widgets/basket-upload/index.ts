export { BasketUpload } from './BasketUpload';
export { defineBasketUpload } from './element';
