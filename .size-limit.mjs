// Budgets of the widget bundles (gzip). Each budget counts exactly what a page downloads: the named
// files plus every chunk they import statically, read from dist/widgets-meta/imports.json (written by
// build/build-widgets.ts); chunks fetched later are not counted: a dialog on first open, an action
// on first use (a list's 'В корзину', the basket's 'Оформить заказ' and its express contact's
// rule, the runtime's token exchange on sign-in or refresh and its header-refresh retries on a first
// failure, the quick search's hit list with its styles). A module a page uses in part is downloaded
// whole, with what only its lazy parts use: so the filter panel's field rules and texts live in
// modules of their own, and the stepper's 'Нет в наличии.' with the stepper's texts (the checkout
// has no product row). A widget's own budget comes from widgets/registry.ts; the page budgets below
// are the issues'. Issue 11 keeps 0.5 KB of room under each; when one runs short, the design
// changes (what a page fetches when first used), not the bytes one by one.
import { firstRenderChunksOf, lazyChunkOf, staticClosure } from './build/closure.ts';
import { WIDGETS } from './widgets/registry.ts';

const budget = (name, files, limit) => ({ name, path: staticClosure(files), limit, gzip: true });
// A widget's own cost on a page that already has the shared runtime (the badge's closure).
const ownChunks = (files) => {
  const runtime = new Set(staticClosure(['basket-badge.js']));
  return staticClosure(files).filter((file) => !runtime.has(file));
};
const ownBudget = (name, files, limit) => ({ name, path: ownChunks(files), limit, gzip: true });

export default [
  budget('loader (portal-widgets.js)', ['portal-widgets.js'], '2 KB'),
  budget('loader + shared runtime + basket badge', ['portal-widgets.js', 'basket-badge.js'], '15 KB'),
  budget(
    'CMS header: loader + shared runtime + quick search + basket badge',
    ['portal-widgets.js', 'quick-search.js', 'basket-badge.js'],
    '19 KB',
  ),
  ...WIDGETS.filter((widget) => widget.budgetKb !== null).map((widget) =>
    ownBudget(`${widget.name} on top of the shared runtime`, [`${widget.name}.js`], `${widget.budgetKb} KB`),
  ),
  // Not a budget of the issues: a catalogue section also fetches its filter panel with its fields
  // beside its first page (the marked lists have no filters and never do), so this is what a section
  // page pays.
  ownBudget(
    'product list with the filter fields of a catalogue section',
    ['product-list.js', lazyChunkOf('product-list.js', 'FilterPanelBody')],
    '18 KB',
  ),
  // Not a budget of the issues: the step search fetches its rows' code (product rows, remote offers,
  // the brand table) at its first render, beside its first step's call, so this is what a search
  // page pays before its first rows show.
  ownBudget(
    'step search with the code of its rows, fetched beside the first step',
    ['step-search.js', ...firstRenderChunksOf('step-search')],
    '20.5 KB',
  ),
  // The VIN catalogue's own file holds the list, the VIN field, the selection and the vehicles; a
  // unit page and a group page also fetch their view (and the parts table they share) at first
  // render, beside the page's call: these are what those pages pay, the 20 KB.
  ownBudget(
    "VIN catalogue's unit page: the widget with the unit view, fetched beside the call",
    ['vin-catalogue.js', lazyChunkOf('vin-catalogue.js', 'VinUnitView')],
    '20 KB',
  ),
  ownBudget(
    "VIN catalogue's quick-group page: the widget with the groups view, fetched beside the call",
    ['vin-catalogue.js', lazyChunkOf('vin-catalogue.js', 'VinGroupsView')],
    '20 KB',
  ),
];
