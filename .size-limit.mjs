// Budgets of the widget bundles (gzip). Each budget counts exactly what a page downloads: the named
// files plus every chunk they import statically, read from the build's metafile.
import { staticClosure } from './build/closure.ts';

const budget = (name, files, limit) => ({ name, path: staticClosure(files), limit, gzip: true });

export default [
  budget('loader (portal-widgets.js)', ['portal-widgets.js'], '2 KB'),
  // 16 KB since the quick search: with two widgets the runtime is split into chunks they share, and
  // each file is compressed on its own (about 1 KB more for the same code).
  budget('loader + shared runtime + basket badge', ['portal-widgets.js', 'basket-badge.js'], '16 KB'),
  budget(
    'CMS header: loader + shared runtime + quick search + basket badge',
    ['portal-widgets.js', 'quick-search.js', 'basket-badge.js'],
    '20 KB',
  ),
];
