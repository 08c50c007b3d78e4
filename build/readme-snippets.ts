import { readFileSync } from 'node:fs';
import { WIDGET_NAMES } from './widgets.ts';

/** The READMEs a site's developer copies from: the package's, the project's and each widget's. */
export const READMES = [
  'package/README.md',
  'README.md',
  ...WIDGET_NAMES.map((name) => `widgets/${name}/README.md`),
];

/** Each fenced block of `language` in `file`, as written (a block in a list keeps its indent). */
export function snippets(file: string, language: string): string[] {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(/^ *```([\w-]+)\n([\s\S]*?)^ *```$/gm)]
    .filter(([, fence]) => fence === language)
    .map(([, , code = '']) => code);
}

/**
 * The embedding recipes of `file`: its HTML snippets that load the widgets (the loader or a widget's
 * own file), each a page on its own, as a site's developer pastes it.
 */
export function recipes(file: string): string[] {
  return snippets(file, 'html').filter((snippet) =>
    /<script[^>]+src="[^"]*\/widgets\/[\w-]+\.js"/.test(snippet),
  );
}
