// The bundle entry: the loader, and the stable /widgets/basket-checkout.js, define its class as the tag.
export { PortalBasketCheckout as default } from './element';
