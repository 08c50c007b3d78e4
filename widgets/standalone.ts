// What each widget's stable file (`/widgets/NAME.js`, `portal-widgets/NAME`) runs when loaded
// without the loader: configured from its own script tag and a stub's queue, its tag defined once
// the document is parsed. A file of its own (build/widget-aliases.ts): the loader never needs it.
export { startWidget } from '@portal/element/loader';
