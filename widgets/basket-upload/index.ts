export { BasketUpload } from './BasketUpload';
export { defineBasketUpload, PortalBasketUpload } from './element';
