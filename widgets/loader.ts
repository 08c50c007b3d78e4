import { startLoader } from '@portal/element/loader';
import { tagOf, WIDGETS } from './registry';

// The page's only script tag: each widget's code is fetched the first time its tag appears.
startLoader(import.meta.url, Object.fromEntries(WIDGETS.map((widget) => [tagOf(widget.name), widget.load])));
