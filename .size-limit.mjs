// Budgets of the widget bundles (gzip). Each budget counts exactly what a page downloads: the named
// files plus every chunk they import statically, read from dist/widgets/imports.json (written by
// build/build-widgets.ts); chunks fetched later (a dialog on first open) are not counted. The
// limits are the issues' budgets, except where a comment says why not.
import { firstRenderChunksOf, lazyChunkOf, staticClosure } from './build/closure.ts';

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
    '20 KB',
  ),
  ownBudget('product list on top of the shared runtime', ['product-list.js'], '15 KB'),
  // Not a budget of the issues: a catalogue section also fetches its filter fields beside its first
  // page (the marked lists have no filters and never do), so this is what a section page pays.
  ownBudget(
    'product list with the filter fields of a catalogue section',
    ['product-list.js', lazyChunkOf('product-list.js', 'FilterForm')],
    '17 KB',
  ),
  ownBudget('basket-checkout on top of the shared runtime', ['basket-checkout.js'], '15 KB'),
  ownBudget('basket-upload on top of the shared runtime', ['basket-upload.js'], '8 KB'),
  ownBudget('step search on top of the shared runtime', ['step-search.js'], '15 KB'),
  ownBudget('VIN catalogue on top of the shared runtime', ['vin-catalogue.js'], '20 KB'),
  // Not a budget of the issues: the step search fetches its rows' code (product rows, remote offers,
  // the brand table) at its first render, beside its first step's call, so this is what a search
  // page pays before its first rows show. In one file it weighed 18.8 KB.
  ownBudget(
    'step search with the code of its rows, fetched beside the first step',
    ['step-search.js', ...firstRenderChunksOf('step-search')],
    '21 KB',
  ),
];
