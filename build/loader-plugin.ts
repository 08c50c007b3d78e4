import { resolve } from 'node:path';
import type { Plugin } from 'rolldown';
import { tagOf } from '../widgets/tags.ts';
import { SUITE } from './widget-copies-plugin.ts';
import { entryOf, WIDGET_NAMES } from './widgets.ts';

const MODULE = 'virtual:portal-widget-loads';
const ID = `\0${MODULE}`;

/**
 * Writes the loader's map (`WIDGET_LOADS`, see widgets/loader.ts) from the registry: each widget's
 * own bundle and, for the widgets in `suite` (those that share code with another), the suite's.
 * As imports, so that the bundler names the files they became.
 */
export function loaderPlugin(suite: ReadonlySet<string>): Plugin {
  const load = (name: string, suffix = '') =>
    `() => import(${JSON.stringify(resolve(entryOf(name)) + suffix)})`;
  const entries = WIDGET_NAMES.map(
    (name) =>
      `${JSON.stringify(tagOf(name))}: [${load(name)}${suite.has(name) ? `, ${load(name, SUITE)}` : ''}]`,
  );
  const code = `export const WIDGET_LOADS = {${entries.join(',')}};\n`;
  return {
    name: 'portal-loader-map',
    resolveId: { filter: { id: new RegExp(`^${MODULE}$`) }, handler: () => ID },
    load: { filter: { id: new RegExp(`^\\0${MODULE}$`) }, handler: () => code },
  };
}
