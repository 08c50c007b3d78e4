import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Loader, Plugin } from 'esbuild';

/**
 * esbuild's code splitting gives every module a barrel re-exports (`src/core/index.ts`...) to the
 * chunk shared by all the entries that import the barrel, whatever each entry uses: the quick
 * search's code would then be downloaded by a page holding only the basket badge. This plugin
 * rewrites `import { a, b } from '@portal/core'` (and the other barrels; `export { … } from` alike)
 * into imports from the modules that define `a` and `b`, so each entry reaches only what it uses.
 */
const BARRELS: Readonly<Record<string, string>> = {
  '@portal/core': 'src/core/index.ts',
  '@portal/ui': 'src/ui/index.ts',
  '@portal/element': 'src/element/index.ts',
};
const INTERNAL_BARRELS = ['src/core/messages/index.ts'];

const NAMED_EXPORT = /export\s*\{([^}]*)\}\s*from\s*'([^']+)';/g;
const NAMED_IMPORT = /(import|export)\s*\{([^}]*)\}\s*from\s*'([^']+)';/g;

interface Binding {
  imported: string;
  local: string;
}

function bindings(list: string): (Binding & { typeOnly: boolean })[] {
  return list
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => {
      const typeOnly = item.startsWith('type ');
      const [imported = '', local = imported] = item.replace(/^type\s+/, '').split(/\s+as\s+/);
      return { imported: imported.trim(), local: local.trim(), typeOnly };
    });
}

/**
 * Name → `file#name` of the module that defines it, for one barrel; a name the barrel takes
 * from another barrel is followed there.
 */
function exportMap(barrel: string, isBarrel: (file: string) => boolean): Map<string, string> {
  const map = new Map<string, string>();
  const source = readFileSync(barrel, 'utf8');
  for (const [, list = '', from = ''] of source.matchAll(NAMED_EXPORT)) {
    const file = resolveModule(dirname(barrel), from);
    if (!file) continue;
    const inner = isBarrel(file) ? exportMap(file, isBarrel) : null;
    for (const { imported, local, typeOnly } of bindings(list)) {
      if (typeOnly) continue;
      map.set(local, inner?.get(imported) ?? `${file}#${imported}`);
    }
  }
  return map;
}

function resolveModule(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(from, specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`]) {
    try {
      readFileSync(candidate);
      return candidate;
    } catch {}
  }
  return null;
}

/** Rewrites one file's imports from the barrels; `root` is the repository's folder. */
export function barrelRewriter(root = process.cwd()): (code: string, importer: string) => string {
  const internal = new Set(INTERNAL_BARRELS.map((file) => resolve(root, file)));
  const maps = new Map<string, Map<string, string>>();
  const mapOf = (barrel: string) => {
    let map = maps.get(barrel);
    if (!map) {
      map = exportMap(barrel, (file) => internal.has(file));
      maps.set(barrel, map);
    }
    return map;
  };
  const barrelFor = (importer: string, specifier: string): string | null => {
    const aliased = BARRELS[specifier];
    if (aliased) return resolve(root, aliased);
    const file = resolveModule(dirname(importer), specifier);
    return file && internal.has(file) ? file : null;
  };

  return (code, importer) =>
    code.replace(NAMED_IMPORT, (statement, keyword: string, list: string, specifier: string) => {
      const barrel = barrelFor(importer, specifier);
      if (!barrel || barrel === importer) return statement;
      const map = mapOf(barrel);
      const byFile = new Map<string, string[]>();
      const kept: string[] = [];
      for (const { imported, local, typeOnly } of bindings(list)) {
        if (typeOnly) continue;
        const target = map.get(imported);
        if (!target) {
          kept.push(imported === local ? imported : `${imported} as ${local}`);
          continue;
        }
        const [file = '', original = imported] = target.split('#');
        const names = byFile.get(file) ?? [];
        names.push(original === local ? local : `${original} as ${local}`);
        byFile.set(file, names);
      }
      const statements = [...byFile].map(
        ([file, names]) => `${keyword} { ${names.join(', ')} } from ${JSON.stringify(file)};`,
      );
      if (kept.length > 0) statements.push(`${keyword} { ${kept.join(', ')} } from '${specifier}';`);
      return statements.join('\n');
    });
}

export function barrelImportsPlugin(root = process.cwd()): Plugin {
  const rewrite = barrelRewriter(root);
  return {
    name: 'portal-barrel-imports',
    setup(build) {
      build.onLoad({ filter: /\/(src|widgets)\/.*\.tsx?$/ }, ({ path }) => {
        // vanilla-extract compiles style files itself; they import only the theme.
        if (path.endsWith('.css.ts')) return undefined;
        const loader: Loader = path.endsWith('.tsx') ? 'tsx' : 'ts';
        return { contents: rewrite(readFileSync(path, 'utf8'), path), loader, resolveDir: dirname(path) };
      });
    },
  };
}
