// The bundle entry: the loader, and the stable /widgets/step-search.js, define its class as the tag.
export { PortalStepSearch as default } from './element';
