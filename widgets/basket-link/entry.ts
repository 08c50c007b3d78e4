// The bundle entry: the loader, and the stable /widgets/basket-link.js, define its class as the tag.
export { PortalBasketLink as default } from './element';
