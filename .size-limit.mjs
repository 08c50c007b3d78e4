// Budgets of the widget bundles (gzip). Each budget counts exactly what a page downloads: the named
// files plus every chunk they import statically, read from the build's metafile.
import { staticClosure } from './build/closure.ts';

const budget = (name, files, limit) => ({ name, path: staticClosure(files), limit, gzip: true });

export default [
  budget('loader (portal-widgets.js)', ['portal-widgets.js'], '2 KB'),
  budget('loader + shared runtime + basket badge', ['portal-widgets.js', 'basket-badge.js'], '15 KB'),
];
