import { WIDGET_LOADS } from 'virtual:portal-widget-loads/singles';
import { startLoader } from '@portal/element/loader';

// The package's root module (`import 'portal-widgets'`, package.json's exports): the loader for a
// site's bundler. It names each widget's own bundle only, the one `portal-widgets/NAME` imports
// too: naming the suite's as well (the page's loader chooses as the page loads) would make the
// bundler ship every widget twice.
startLoader(import.meta.url, WIDGET_LOADS);

export { configure } from '@portal/element/loader';
