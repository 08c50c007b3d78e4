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
  const loads = (names: readonly string[], suffix: string) =>
    `{${names
      .map(
        (name) =>
          `${JSON.stringify(tagOf(name))}: () => import(${JSON.stringify(resolve(entryOf(name)) + suffix)})`,
      )
      .join(',')}}`;
  const code = `export const WIDGET_LOADS = { single: ${loads(WIDGET_NAMES, '')}, suite: ${loads(
    WIDGET_NAMES.filter((name) => suite.has(name)),
    SUITE,
  )} };\n`;
  return {
    name: 'portal-loader-map',
    resolveId: { filter: { id: new RegExp(`^${MODULE}$`) }, handler: () => ID },
    load: { filter: { id: new RegExp(`^\\0${MODULE}$`) }, handler: () => code },
  };
}
