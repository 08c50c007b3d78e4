export { BasketCheckout, type BasketCheckoutProps } from './BasketCheckout';
export { defineBasketCheckout } from './element';
