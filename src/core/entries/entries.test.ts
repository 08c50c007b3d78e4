import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ENTRIES = 'src/core/entries';
/** Where core's users live: everything that may import an entry. */
const USERS = ['src/ui', 'src/element', 'src/test', 'widgets', 'host-demo', 'e2e', 'bench', 'build'];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The names a module's `export { … } from` lines give, without `type` and before any `as`. */
function exportedNames(source: string): string[] {
  return [...source.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s+from/g)].flatMap((match) =>
    (match[1] ?? '')
      .split(',')
      .map(
        (name) =>
          name
            .replace(/^\s*type\s+/, '')
            .split(/\s+as\s+/)[0]
            ?.trim() ?? '',
      )
      .filter(Boolean),
  );
}

/** Each entry name → the names imported (or re-exported) from `@portal/core/NAME` outside core. */
function importedNames(): Map<string, Set<string>> {
  const imported = new Map<string, Set<string>>();
  const statement = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@portal\/core\/([a-z-]+)'/g;
  for (const file of USERS.flatMap(sourceFiles)) {
    for (const match of readFileSync(file, 'utf8').matchAll(statement)) {
      const names = imported.get(match[2] ?? '') ?? new Set<string>();
      for (const name of exportedNames(`export {${match[1]}} from`)) names.add(name);
      imported.set(match[2] ?? '', names);
    }
  }
  return imported;
}

describe('core entries', () => {
  const imported = importedNames();
  const entries = readdirSync(ENTRIES).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));

  it.each(entries)('%s exports only names that widgets, ui or the host import', (file) => {
    const source = readFileSync(join(ENTRIES, file), 'utf8');
    // `export *` would hide what an entry gives: each name is listed.
    expect(source).not.toMatch(/export \*/);
    const used = imported.get(file.replace(/\.ts$/, '')) ?? new Set<string>();
    expect(exportedNames(source).filter((name) => !used.has(name))).toEqual([]);
  });
});
