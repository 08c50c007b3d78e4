// The bundle entry: the loader, and the stable /widgets/basket-badge.js, define its class as the tag.
export { PortalBasketBadge as default } from './element';
