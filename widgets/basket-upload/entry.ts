// The bundle entry: the loader, and the stable /widgets/basket-upload.js, define its class as the tag.
export { PortalBasketUpload as default } from './element';
