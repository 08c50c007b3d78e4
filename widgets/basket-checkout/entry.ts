import { defineBasketCheckout } from './element';

// The bundle entry /widgets/basket-checkout.js: loading it is asking for the tag.
defineBasketCheckout();
