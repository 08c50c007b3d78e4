import { WIDGETS, type WidgetName } from '../widgets/registry.ts';

export const entryOf = (name: string): string => `widgets/${name}/entry.ts`;

export const WIDGET_NAMES: readonly WidgetName[] = WIDGETS.map((widget) => widget.name);

/**
 * The widgets the build ships, from the registry: each becomes /widgets/NAME.js (it defines its tag
 * when loaded) and the loader imports it the first time its tag appears on a page.
 */
export const WIDGET_ENTRIES: Readonly<Record<string, string>> = Object.fromEntries(
  WIDGETS.map((widget) => [widget.name, entryOf(widget.name)]),
);

export const LOADER_ENTRY = { 'portal-widgets': 'widgets/loader.ts' } as const;

/**
 * The package's root module (`import 'portal-widgets'`): the loader for a site's bundler, which
 * names each widget's own bundle only. The page's loader also names the suite's, chosen as the page
 * loads; a bundler cannot choose then and would ship both.
 */
export const PACKAGE_LOADER_ENTRY = { 'package-loader': 'widgets/package-loader.ts' } as const;

/**
 * What each widget's stable file runs when loaded without the loader (build/widget-aliases.ts): a
 * small file of its own, which neither loader imports.
 */
export const STANDALONE_ENTRY = { standalone: 'widgets/standalone.ts' } as const;
