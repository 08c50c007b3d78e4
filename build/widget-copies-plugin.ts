import { readFileSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import { cssFileFilter } from '@vanilla-extract/integration';
import type { Plugin } from 'rolldown';

const COPY = '?widget=';
/** A module of the suite build: the widgets built together, each module once. */
export const SUITE = '?suite';
const WIDGETS = resolve('widgets') + sep;
/** The loader's entry: its copies are the loader's own, so that it never imports the runtime. */
const LOADER = resolve('widgets/loader.ts');
const LOADER_NAME = 'loader';
/**
 * The start of a widget file loaded alone: its copies are its own (the runtime's modules aside,
 * which the widget file brings anyway), so the package's loader imports no chunk shared with it.
 */
const STANDALONE = resolve('widgets/standalone.ts');

/** The file behind a module id, without the widget a copy belongs to or the suite mark. */
export function sourceOf(id: string): string {
  const at = id.search(/\?(widget=|suite$)/);
  return at === -1 ? id : id.slice(0, at);
}

/** The widget whose code this module is: its own folder's files, or a copy made for it. */
export function widgetOf(id: string): string | null {
  if (id.endsWith(SUITE)) return null;
  const at = id.indexOf(COPY);
  if (at !== -1) return id.slice(at + COPY.length);
  if (id === LOADER) return LOADER_NAME;
  if (id === STANDALONE) return 'standalone';
  if (!id.startsWith(WIDGETS)) return null;
  const [folder, file] = id.slice(WIDGETS.length).split(sep);
  return file ? (folder ?? null) : null;
}

/**
 * `id` as the importer's widget's copy of it, or as the suite's module when the importer is the
 * suite's; `id` itself when the importer is no widget's.
 */
export function copyFor(importer: string | undefined, id: string): string {
  if (importer?.endsWith(SUITE)) return `${id}${SUITE}`;
  const widget = importer ? widgetOf(importer) : null;
  return widget && widgetOf(id) !== widget ? `${id}${COPY}${widget}` : id;
}

const MODULE_TYPES: Record<string, 'js' | 'jsx' | 'ts' | 'tsx'> = {
  '.js': 'js',
  '.mjs': 'js',
  '.jsx': 'jsx',
  '.ts': 'ts',
  '.tsx': 'tsx',
};

/**
 * Two builds of the widgets on one shared runtime.
 *
 * - Each widget's own bundle (issue #2): every library module a widget uses, other than the
 *   runtime's, is bundled as that widget's own copy (`file?widget=NAME`), so a page downloads the
 *   runtime and one file per widget instead of a file for every set of widgets that share a module
 *   (files gzip apart: the product list's five weighed 2.3 KB more than one).
 * - The suite (`file?suite`, entries `widgets/NAME/entry.ts?suite`): the same widgets with each
 *   module once, split by which widgets use it; the loader takes it for a page that shows two or
 *   more widgets, which would otherwise download what they share once per widget.
 *
 * The loader's imports are its own copies in the same way (`file?widget=loader`), the runtime's
 * modules too: the one file a page names imports nothing before it is needed.
 *
 * A module's state is per copy, so what must be one per page lives on the session or globalThis.
 */
export function widgetCopiesPlugin(runtime: ReadonlySet<string>): Plugin {
  return {
    name: 'portal-widget-copies',
    async resolveId(source, importer, options) {
      // A suite entry: named as a build input, or imported by the loader's map.
      if (source.endsWith(SUITE)) {
        const entry = await this.resolve(sourceOf(source), undefined, { ...options, skipSelf: true });
        return entry && { ...entry, id: `${entry.id}${SUITE}` };
      }
      if (!importer || !(widgetOf(importer) || importer.endsWith(SUITE))) return null;
      // The suffixed importer: vanilla-extract's virtual CSS ids keep the copy they belong to.
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      // Virtual modules are their plugins' to copy (the style files' CSS is). The loader copies even
      // what the runtime holds (the configuration, the page's global): it stays one small file.
      const shared = runtime.has(resolved?.id ?? '') && widgetOf(importer) !== LOADER_NAME;
      if (!resolved || resolved.external || shared || resolved.id.startsWith('\0')) return resolved;
      return { ...resolved, id: copyFor(importer, resolved.id) };
    },
    load: {
      filter: { id: /^[^\0].*\?(widget=|suite$)/ },
      handler(id) {
        const file = sourceOf(id);
        // Style files and the CSS made of them are the vanilla-extract plugin's to load.
        if (cssFileFilter.test(file)) return null;
        const moduleType = MODULE_TYPES[extname(file)];
        return moduleType ? { code: readFileSync(file, 'utf8'), moduleType } : null;
      },
    },
  };
}
