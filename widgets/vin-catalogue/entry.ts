// The bundle entry: the loader, and the stable /widgets/vin-catalogue.js, define its class as the tag.
export { PortalVinCatalogue as default } from './element';
