import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Issue 40: a map a newcomer reads in ten minutes, and a README that stays short. */
const MAX_LINES = { 'README.md': 200, 'docs/ARCHITECTURE.md': 250 };

const FOLDERS = ['src', 'widgets', 'host-demo', 'demo-api', 'e2e', 'bench', 'build', 'docs', 'package'];

function sourceAndDocs(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(tsx?|md)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * A file's path as prose names it (`src/core/api/client.ts`, `rules/format.ts`, `./step.ts`): a
 * source or document file in a folder. Placeholders (`widgets/NAME/entry.ts`), addresses
 * (`/embed/cms.html`, `http://…`), packages (`@portal/core/AREA`, `node_modules/…`) and built files (`.js`)
 * are not.
 */
const PATH =
  /(?<![\w./@:-])((?:\.{1,2}\/)?[\w-]+(?:\/[\w.-]+)*\/[\w.-]+\.(?:tsx?|md|json|sh|html))(?![\w/-])/g;
/** A word in capitals stands for a name (`NAME`, `AREA`, `FILE`), unless it names a document (`README.md`). */
const PLACEHOLDER = /\b[A-Z]{2,}\b(?!\.md)|^portal-widgets\/|node_modules\//;
/** A Markdown link to a file of the tree. */
const LINK = /\]\((?!https?:|mailto:|#)([^)#\s]+)/g;

/** The comments of a source file; a document is all prose. */
function prose(file: string, text: string): string {
  if (file.endsWith('.md')) return text;
  return (text.match(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g) ?? []).join('\n');
}

/**
 * The paths `file` names that do not exist. A path is read from the file's folder or from a folder
 * above it (a comment in `src/core/flows/` says `rules/format.ts`); a link, from the file's folder.
 */
function missingPaths(file: string, text: string, exists: (path: string) => boolean = existsSync): string[] {
  const words = prose(file, text);
  const folders: string[] = [];
  for (let folder = dirname(file); ; folder = dirname(folder)) {
    folders.push(folder);
    if (folder === '.' || folder === dirname(folder)) break;
  }
  const named = [...words.matchAll(PATH)]
    .map((match) => match[1] ?? '')
    .filter((path) => !PLACEHOLDER.test(path))
    .filter((path) => !folders.some((folder) => exists(join(folder, path))));
  const linked = file.endsWith('.md')
    ? [...words.matchAll(LINK)]
        .map((match) => match[1] ?? '')
        .filter((path) => !exists(join(dirname(file), path)))
    : [];
  return [...new Set([...named, ...linked])];
}

describe('the documents', () => {
  it.each(Object.entries(MAX_LINES))('%s has at most %i lines', (file, max) => {
    const lines = readFileSync(file, 'utf8').trimEnd().split('\n').length;
    console.log(`${file}: ${lines} lines (at most ${max})`);
    expect(lines).toBeLessThanOrEqual(max);
  });

  it('name only paths that exist, in the documents and in the comments of the code', () => {
    // This file's own examples name missing paths on purpose.
    const files = ['README.md', ...FOLDERS.flatMap(sourceAndDocs)].filter(
      (file) => file !== 'build/docs.test.ts',
    );
    const missing = files.flatMap((file) =>
      missingPaths(file, readFileSync(file, 'utf8')).map((path) => `${file}: ${path}`),
    );
    expect(missing).toEqual([]);
  });

  it('reads a path from the folders above the file, and not from code or placeholders', () => {
    const tree = new Set([
      'src/core/rules/format.ts',
      'src/core/flows/upload/step.ts',
      'docs/ARCHITECTURE.md',
    ]);
    const exists = (path: string) => tree.has(path);
    const comment = [
      '/** Runs the steps of step.ts with rules/format.ts, not rules/checkout.ts nor lists/paged-loading.ts. */',
      "import { x } from '../../rules/gone.ts';",
      '// widgets/NAME/entry.ts, /embed/cms.html, @portal/core/AREA, https://example.ru/a/b.ts',
      '// widgets/NAME/README.md and src/gone/README.md',
    ].join('\n');
    expect(missingPaths('src/core/flows/upload/run.ts', comment, exists)).toEqual([
      'rules/checkout.ts',
      'lists/paged-loading.ts',
      'src/gone/README.md',
    ]);
    const document =
      'See [the map](ARCHITECTURE.md), [a file](../src/gone.md) and `src/core/rules/format.ts`.';
    expect(missingPaths('docs/guide.md', document, exists)).toEqual(['../src/gone.md']);
  });
});
