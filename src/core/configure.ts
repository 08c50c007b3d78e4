import type { PortalConfig } from './config';

// The same slot as ./config.ts reads; repeated rather than imported so that the loader, which
// carries this file, and the runtime, which carries that one, share no chunk.
const CONFIG_SLOT = Symbol.for('portal-widgets.config');

const KEYS = [
  'apiBase',
  'portalBase',
  'partnerKey',
  'siteSegments',
  'oauthClientId',
  'oauthClientSecret',
  'assetsBase',
] as const;

function merge(partial: Partial<PortalConfig>, keepSet: boolean): void {
  const holder = globalThis as { [CONFIG_SLOT]?: Partial<PortalConfig> };
  holder[CONFIG_SLOT] ??= {};
  const values = holder[CONFIG_SLOT];
  for (const key of KEYS) {
    const value = partial[key];
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
