import { readFileSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { tagOf, WIDGETS } from '../widgets/registry.ts';

/**
 * The lists that name every widget and cannot read widgets/registry.ts themselves: package.json's
 * exports and README.md's table. `npm run lists` writes them from the registry;
 * build/registry.test.ts fails while one differs from what it would write.
 */
type ExportTarget = string | { types: string; default?: string };

/** package.json's `exports`: the loader for bundlers, each widget (defining its tag, or its class only), the types, the manifest. */
export function packageExports(): Record<string, ExportTarget> {
  return {
    // The loader for bundlers: each widget's own build only (the page's loader also names the suite's).
    '.': { types: './dist/types/index.d.ts', default: './dist/widgets/package-loader.js' },
    ...Object.fromEntries(
      WIDGETS.flatMap(({ name }) => [
        [`./${name}`, { types: `./dist/types/${name}.d.ts`, default: `./dist/widgets/${name}.js` }],
        [
          `./${name}/element`,
          { types: `./dist/types/${name}.d.ts`, default: `./dist/widgets/element/${name}.js` },
        ],
      ]),
    ),
    './types': { types: './dist/types/index.d.ts' },
    './react': { types: './dist/types/react.d.ts' },
    './vue': { types: './dist/types/vue.d.ts' },
    './svelte': { types: './dist/types/svelte.d.ts' },
    './solid': { types: './dist/types/solid.d.ts' },
    './custom-elements.json': './custom-elements.json',
    './web-types.json': './web-types.json',
    './vscode.html-custom-data.json': './vscode.html-custom-data.json',
    './package.json': './package.json',
  };
}

const TABLE_START = '<!-- The widget table: `npm run lists` writes it from widgets/registry.ts. -->';
const TABLE_END = '<!-- End of the widget table. -->';

/** The README's table: each widget's tag, the budget of a page that shows it alone, and its docs. */
export function readmeTable(): string {
  const rows = [
    ['widget', 'tag', 'page budget (KB gzip)', 'docs'],
    ...WIDGETS.map(({ name, label, budgetKb }) => [
      label,
      `\`<${tagOf(name)}>\``,
      String(budgetKb),
      `[README](widgets/${name}/README.md)`,
    ]),
  ];
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => row[column]?.length ?? 0))) ?? [];
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  const [head = [], ...body] = rows;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/** `text` with the part between the table's markers replaced by the table. */
export function withReadmeTable(text: string): string {
  const start = text.indexOf(TABLE_START);
  const end = text.indexOf(TABLE_END);
  if (start < 0 || end < start) throw new Error(`README.md needs the markers ${TABLE_START} … ${TABLE_END}`);
  return `${text.slice(0, start + TABLE_START.length)}\n${readmeTable()}\n${text.slice(end)}`;
}

/** package.json's text with the generated exports, as npm writes the file (two spaces, a final newline). */
export function withPackageExports(text: string): string {
  return `${JSON.stringify({ ...JSON.parse(text), exports: packageExports() }, null, 2)}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  for (const [file, write] of [
    ['package.json', withPackageExports],
    ['README.md', withReadmeTable],
  ] as const) {
    const before = readFileSync(file, 'utf8');
    const after = write(before);
    if (after !== before) writeFileSync(file, after);
    console.log(`${file}: ${after === before ? 'up to date' : 'written'}`);
  }
}
