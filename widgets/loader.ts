import { WIDGET_LOADS } from 'virtual:portal-widget-loads';
import { startLoader } from '@portal/element/loader';

// The page's only script tag: each widget's code is fetched the first time its tag appears. The
// build writes WIDGET_LOADS from widgets/registry.ts (build/loader-plugin.ts).
startLoader(import.meta.url, WIDGET_LOADS);

// The package's root export (`import { configure } from 'portal-widgets'`): a site that bundles the
// widgets has no script tag to read `data-*` from.
export { configure } from '@portal/element/loader';
