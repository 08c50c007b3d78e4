import { resolve } from 'node:path';
import type { Plugin } from 'rolldown';
import { tagOf } from '../widgets/tags.ts';
import { SUITE } from './widget-copies-plugin.ts';
import { entryOf, WIDGET_NAMES } from './widgets.ts';

const MODULE = 'virtual:portal-widget-loads';
/** The same map with each widget's own bundle only: the package loader's (build/widgets.ts). */
const SINGLES = `${MODULE}/singles`;

/**
 * Writes the loader's map (`WIDGET_LOADS`, see widgets/loader.ts) from the registry: each widget's
 * own bundle and, for the widgets in `suite` (those that share code with another), the suite's;
 * and the package loader's, with the own bundles only.
 * As imports, so that the bundler names the files they became.
 */
export function loaderPlugin(suite: ReadonlySet<string>): Plugin {
  const load = (name: string, suffix = '') =>
    `() => import(${JSON.stringify(resolve(entryOf(name)) + suffix)})`;
  const map = (withSuite: boolean) => {
    const entries = WIDGET_NAMES.map(
      (name) =>
        `${JSON.stringify(tagOf(name))}: [${load(name)}${withSuite && suite.has(name) ? `, ${load(name, SUITE)}` : ''}]`,
    );
    return `export const WIDGET_LOADS = {${entries.join(',')}};\n`;
  };
  const modules = new Map([
    [MODULE, map(true)],
    [SINGLES, map(false)],
  ]);
  return {
    name: 'portal-loader-map',
    resolveId: {
      filter: { id: /^virtual:portal-widget-loads(\/singles)?$/ },
      handler: (id) => `\0${id}`,
    },
    load: {
      filter: { id: /^\0virtual:portal-widget-loads(\/singles)?$/ },
      handler: (id) => modules.get(id.slice(1)),
    },
  };
}
