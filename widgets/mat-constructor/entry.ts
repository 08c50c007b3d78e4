// The bundle entry: the loader, and the stable /widgets/mat-constructor.js, define its class as the tag.
export { PortalMatConstructor as default } from './element';
