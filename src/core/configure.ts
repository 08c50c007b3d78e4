import type { PortalConfig } from './config';

// The slot ./config.ts reads, named here too: ./config.ts is the shared runtime's, and the package's
// loader (package-loader.js) would import the whole runtime chunk to read one constant from it.
const CONFIG_SLOT = Symbol.for('portal-widgets.config');

function merge(partial: Partial<PortalConfig>, keepSet: boolean): void {
  const holder = globalThis as { [CONFIG_SLOT]?: Record<string, string> };
  holder[CONFIG_SLOT] ??= {};
  const values = holder[CONFIG_SLOT];
  // Every key of PortalConfig is a string: a key the widgets do not read is kept and never used.
  for (const [key, value] of Object.entries(partial)) {
    if (keepSet && values[key] !== undefined) continue;
    if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
  }
}

/** Merges a partial configuration into the page's one; blank values are ignored. */
export function configurePortal(partial: Partial<PortalConfig>): void {
  merge(partial, false);
}

/**
 * Sets the values that nothing has configured yet: what the loader reads from its script tag is a
 * default, so a `configure()` made before the loader was imported (from a widget's entry) stands.
 */
export function configurePortalDefaults(partial: Partial<PortalConfig>): void {
  merge(partial, true);
}
