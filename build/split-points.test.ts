import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 40: a widget is its first file plus at most one or two parts fetched when a user opens them
 * (a dialog, a view, the checkout's flow), and shared parts only for large libraries (DOMPurify):
 * at most 16 lazy split points in the product code, and about 15 messages modules, one per area.
 */
const MAX_SPLIT_POINTS = 16;

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Each dynamic `import('…')` of code (not in a comment, not a type's `typeof import`): file and module. */
function splitPointsIn(file: string, source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap((line) => [...line.matchAll(/(?<!typeof\s)\bimport\(\s*'([^']+)'/g)])
    .map((match) => `${file} → ${match[1]}`);
}

describe('the parts of the product code', () => {
  const points = ['src', 'widgets']
    .flatMap(sourceFiles)
    .flatMap((file) => splitPointsIn(file, readFileSync(file, 'utf8')));
  const messages = readdirSync('src/core/messages').filter((name) => /^[a-z-]+\.ts$/.test(name));

  it(`has at most ${MAX_SPLIT_POINTS} lazy split points`, () => {
    console.log(
      `lazy split points: ${points.length} (at most ${MAX_SPLIT_POINTS})\n  ${points.join('\n  ')}\n` +
        `messages modules: ${messages.length} (${messages.join(', ')})`,
    );
    expect(points.length).toBeLessThanOrEqual(MAX_SPLIT_POINTS);
  });

  it('counts a dynamic import, not one in a comment or a type', () => {
    const source = [
      "const part = () => import('./Part');",
      "// import('./Commented')",
      " * `lazyPage(() => import('./AboutPage'))`",
      "type Part = typeof import('./Typed');",
    ].join('\n');
    expect(splitPointsIn('x.ts', source)).toEqual(['x.ts → ./Part']);
  });
});
