import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Each layer's public entries: the module an import specifier leads to, and the folders that may
 * import it (everything outside the layer).
 */
const BARRELS = [
  {
    specifier: /^@portal\/core\/([a-z-]+)$/,
    file: (name: string) => `src/core/entries/${name}.ts`,
    users: ['src/ui', 'src/element', 'src/test', 'widgets', 'host-demo', 'e2e', 'bench', 'build'],
  },
  {
    specifier: /^@portal\/ui$/,
    file: () => 'src/ui/index.ts',
    users: ['src/element', 'src/test', 'widgets', 'host-demo', 'e2e', 'bench', 'build'],
  },
  {
    specifier: /^@portal\/element$/,
    file: () => 'src/element/index.ts',
    users: ['src/ui', 'src/test', 'widgets', 'host-demo', 'e2e', 'bench', 'build'],
  },
  {
    specifier: /^@portal\/widgets\/([a-z-]+)$/,
    file: (name: string) => `widgets/${name}/index.ts`,
    users: ['src', 'host-demo', 'e2e', 'bench', 'build'],
  },
  {
    specifier: /^@portal\/test$/,
    file: () => 'src/test/index.ts',
    users: ['src/core', 'src/ui', 'src/element', 'widgets', 'host-demo', 'demo-api', 'e2e', 'bench', 'build'],
  },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * The names in the braces of `export { … } from` or `import { … } from` lines, without `type`:
 * what the module exporting gives (after an `as` in an export), or what the importer asks for
 * (before an `as` in an import).
 */
function namesIn(source: string, statement: 'export' | 'import'): string[] {
  const lines = new RegExp(`${statement}\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from`, 'g');
  return [...source.matchAll(lines)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map((name) => {
        const [own, renamed] = name.replace(/^\s*type\s+/, '').split(/\s+as\s+/);
        return ((statement === 'export' ? (renamed ?? own) : own) ?? '').trim();
      })
      .filter(Boolean),
  );
}

/** Each entry's file → the names imported (or re-exported) from it by its users. */
function importedNames(): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  const statement = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'(@portal\/[a-z/-]+)'/g;
  for (const barrel of BARRELS) {
    for (const file of barrel.users.flatMap(sourceFiles)) {
      for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
        const entry = barrel.specifier.exec(match[2] ?? '');
        if (!entry) continue;
        const names = imported.get(barrel.file(entry[1] ?? '')) ?? new Set<string>();
        for (const name of namesIn(`import {${match[1]}} from`, 'import')) names.add(name);
        imported.set(barrel.file(entry[1] ?? ''), names);
      }
    }
  }
  return imported;
}

describe('public entries', () => {
  const imported = importedNames();
  const entries = [
    ...readdirSync('src/core/entries')
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => join('src/core/entries', file)),
    'src/ui/index.ts',
    'src/element/index.ts',
    ...readdirSync('widgets', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `widgets/${entry.name}/index.ts`),
    'src/test/index.ts',
  ];

  it.each(entries)('%s exports only names used outside its layer', (file) => {
    const source = readFileSync(file, 'utf8');
    // `export *` would hide what an entry gives: each name is listed.
    expect(source).not.toMatch(/export \*/);
    const used = imported.get(file) ?? new Set<string>();
    expect(namesIn(source, 'export').filter((name) => !used.has(name))).toEqual([]);
  });
});
