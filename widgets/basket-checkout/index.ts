export { BasketCheckout, type BasketCheckoutProps } from './BasketCheckout';
export { defineBasketCheckout, PortalBasketCheckout } from './element';
