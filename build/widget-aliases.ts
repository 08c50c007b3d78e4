import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { tagOf } from '../widgets/tags.ts';
import { type EntryFiles, WIDGETS_DIR } from './closure.ts';
import { entryOf, LOADER_ENTRY, PACKAGE_LOADER_ENTRY, STANDALONE_ENTRY } from './widgets.ts';

/** The element class a widget's bundle exports by default: `basket-badge` → `PortalBasketBadge`. */
export function classOf(name: string): string {
  return `Portal${name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase())}`;
}

/**
 * The stable files beside a widget's content-hashed bundle, for the pages and packages that name
 * a widget rather than going through the loader (DESIGN's fixed point /widgets/NAME.js, the
 * package's exports). Each only imports hashed files, so it stays a few bytes and may be cached
 * briefly while the hashed files are cached for good:
 * - `NAME.js` starts the widget as the loader would (`startWidget`, from the standalone file:
 *   configured from its script tag and a stub's queue, the tag defined unless it is) and exports
 *   the class;
 * - `element/NAME.js` exports the class only, for a page that defines it itself.
 */
export function aliasFiles(names: readonly string[], entries: EntryFiles): Record<string, string> {
  const standalone = entries[`${Object.keys(STANDALONE_ENTRY)[0]}.js`];
  if (!standalone) throw new Error('the standalone file was not built');
  return Object.fromEntries(
    names.flatMap((name) => {
      const hashed = entries[`${name}.js`];
      if (!hashed) throw new Error(`${name} has no built bundle`);
      return [
        ...withMap(
          `${name}.js`,
          `import e from"./${hashed}";import{startWidget as s}from"./${standalone}";` +
            `s(import.meta.url,${JSON.stringify(tagOf(name))},e);export{e as default,e as ${classOf(name)}};`,
          entryOf(name),
        ),
        ...withMap(
          `element/${name}.js`,
          `export{default,default as ${classOf(name)}}from"../${hashed}";`,
          entryOf(name),
        ),
      ];
    }),
  );
}

/**
 * A one-line file and its source map, linked as every built file's is: the line maps to the start
 * of `source`, the module it stands for (the widget's entry), whose text the map carries.
 */
function withMap(file: string, code: string, source: string): [string, string][] {
  const map = {
    version: 3,
    file: posix.basename(file),
    sources: [posix.relative(posix.dirname(posix.join(WIDGETS_DIR, file)), source)],
    sourcesContent: [readFileSync(source, 'utf8')],
    names: [],
    mappings: 'AAAA',
  };
  return [
    [file, `${code}\n//# sourceMappingURL=${posix.basename(file)}.map\n`],
    [`${file}.map`, JSON.stringify(map)],
  ];
}

/**
 * The files whose names stay from release to release: the page's loader and the package's and
 * each widget's two aliases, each with its source map.
 */
export function stableFiles(names: readonly string[]): string[] {
  const loaders = [...Object.keys(LOADER_ENTRY), ...Object.keys(PACKAGE_LOADER_ENTRY)].map(
    (name) => `${name}.js`,
  );
  const aliases = names.flatMap((name) => [`${name}.js`, `element/${name}.js`]);
  return [...loaders, ...aliases].flatMap((file) => [file, `${file}.map`]);
}

/**
 * Caching of the widget files: a content-hashed file never changes, so it is cached for good; a
 * stable name is cached briefly, so a release reaches pages within minutes.
 */
export const WIDGET_CACHE = {
  hashed: 'public, max-age=31536000, immutable',
  stable: 'public, max-age=300',
} as const;

/**
 * The headers of a file under /widgets/ (a path relative to it), on any server or CDN: its caching,
 * and what lets other sites' pages use it (module scripts are fetched with CORS; a page isolated
 * with COEP needs CORP).
 */
export function widgetHeaders(path: string, names: readonly string[]): Record<string, string> {
  return {
    'Cache-Control': stableFiles(names).includes(path) ? WIDGET_CACHE.stable : WIDGET_CACHE.hashed,
    'Access-Control-Allow-Origin': '*',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  };
}
