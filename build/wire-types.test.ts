import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const WIRE_TYPES = 'src/core/api/wire-types.ts';

/** As build/domain.test.ts: a line that declares or imports a type, or carries one on. */
const TYPE_ONLY = /^(?:$|import type |export type |export interface |\/\*\*| \*|\/\/|[}>\]|]|\s)/;

/** Every import statement of a file, whole (an import may span lines). */
function imports(source: string): string[] {
  return [...source.matchAll(/^import\s[^;]*;/gm)].map((match) => match[0]);
}

describe('the wire types', () => {
  it('hold plain types only: the demo API imports them and must get no client code with them', () => {
    const lines = readFileSync(WIRE_TYPES, 'utf8').split('\n');
    expect(lines.filter((line) => !TYPE_ONLY.test(line))).toEqual([]);
  });

  it('are all the demo API imports of the client, and only with `import type`', () => {
    const files = readdirSync('demo-api', { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
      .map((entry) => join(entry.parentPath, entry.name));
    const clientImports = files.flatMap((file) =>
      imports(readFileSync(file, 'utf8'))
        .filter((statement) => /from '(?:(?:\.\.\/)+src\/|@portal\/(?!test'))/.test(statement))
        .map((statement) => `${file}: ${statement.replace(/\s+/g, ' ')}`),
    );
    expect(clientImports.length).toBeGreaterThan(0);
    expect(
      clientImports.filter(
        (line) => !/: import type \{[^}]*\} from '(?:\.\.\/)+src\/core\/api\/wire-types';$/.test(line),
      ),
    ).toEqual([]);
  });
});
