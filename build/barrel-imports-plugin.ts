import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { Plugin } from 'esbuild';

/**
 * esbuild's code splitting places a module by which entries can reach it through import
 * statements, before tree shaking: a barrel such as src/core/index.ts makes every module it
 * re-exports reachable from every widget, so one widget's code lands in the runtime chunk that
 * every page loads. This plugin rewrites imports of the project's barrels into imports of the
 * modules that define the names, so each widget reaches only what it uses. Source code keeps
 * importing through the public entries (@portal/core, @portal/ui, @portal/element).
 */
const BARRELS: Record<string, string> = {
  '@portal/core': 'src/core/index.ts',
  '@portal/ui': 'src/ui/index.ts',
  '@portal/element': 'src/element/index.ts',
};

const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | undefined {
  if (existsSync(base) && /\.tsx?$/.test(base)) return base;
  return EXTENSIONS.map((extension) => base + extension).find((file) => existsSync(file));
}

const EXPORT_FROM = /export\s*(type\s*)?\{([^}]*)\}\s*from\s*'([^']+)'\s*;/g;
const IMPORT_FROM = /import\s*\{([^}]*)\}\s*from\s*'([^']+)'\s*;/g;

/** `a`, `type B`, `c as d` → [imported, local] pairs of values (types are erased anyway). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '' && !part.startsWith('type '))
    .map((part) => {
      const [imported = '', local = imported] = part.split(/\s+as\s+/);
      return [imported.trim(), local.trim()];
    });
}

/** A barrel's exported names → the file that defines each (following nested barrels). */
function barrelMap(file: string, cache: Map<string, Map<string, [string, string]> | null>) {
  if (cache.has(file)) return cache.get(file) ?? null;
  const source = readFileSync(file, 'utf8');
  // Only files made of re-exports (and comments) are barrels.
  const rest = source
    .replace(EXPORT_FROM, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .trim();
  if (rest !== '') {
    cache.set(file, null);
    return null;
  }
  const names = new Map<string, [string, string]>();
  for (const [, typeOnly, list = '', from = ''] of source.matchAll(EXPORT_FROM)) {
    if (typeOnly) continue;
    const target = resolveFile(resolve(dirname(file), from));
    if (!target) continue;
    const nested = barrelMap(target, cache);
    for (const [original, exported] of specifiers(list)) {
      names.set(exported, nested?.get(original) ?? [target, original]);
    }
  }
  cache.set(file, names);
  return names;
}

export function barrelImportsPlugin(root: string = process.cwd()): Plugin {
  return {
    name: 'portal-barrel-imports',
    setup(build) {
      const cache = new Map<string, Map<string, [string, string]> | null>();
      build.onLoad({ filter: /\/(src|widgets)\/.*\.tsx?$/ }, (args) => {
        if (/\.css\.ts$/.test(args.path) || args.path.includes('node_modules')) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const contents = source.replace(IMPORT_FROM, (statement, list: string, from: string) => {
          const barrelFile = BARRELS[from]
            ? resolve(root, BARRELS[from])
            : from.startsWith('.')
              ? resolveFile(resolve(dirname(args.path), from))
              : undefined;
          const names = barrelFile && barrelMap(barrelFile, cache);
          if (!names) return statement;
          const wanted = specifiers(list);
          if (!wanted.every(([imported]) => names.has(imported))) return statement;
          const byFile = new Map<string, string[]>();
          for (const [imported, local] of wanted) {
            const [file, original] = names.get(imported) ?? ['', imported];
            byFile.set(file, [
              ...(byFile.get(file) ?? []),
              original === local ? local : `${original} as ${local}`,
            ]);
          }
          return [...byFile]
            .map(([file, locals]) => `import { ${locals.join(', ')} } from ${JSON.stringify(file)};`)
            .join('\n');
        });
        return {
          contents,
          loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}
