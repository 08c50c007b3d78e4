// The bundle entry: the loader, and the stable /widgets/product-list.js, define its class as the tag.
export { PortalProductList as default } from './element';
