// The bundle entry: the loader, and the stable /widgets/quick-search.js, define its class as the tag.
export { PortalQuickSearch as default } from './element';
