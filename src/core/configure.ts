import type { PortalConfig } from './config';

// The same slot as ./config.ts reads; repeated rather than imported so that the loader, which
// carries this file, and the runtime, which carries that one, share no chunk.
const CONFIG_SLOT = Symbol.for('portal-widgets.config');

/** Merges a partial configuration into the page's one; blank values are ignored. */
export function configurePortal(partial: Partial<PortalConfig>): void {
  const holder = globalThis as { [CONFIG_SLOT]?: Partial<PortalConfig> };
  holder[CONFIG_SLOT] ??= {};
  const values = holder[CONFIG_SLOT];
  for (const key of ['apiBase', 'portalBase', 'partnerKey'] as const) {
    const value = partial[key];
    if (typeof value === 'string' && value.trim() !== '') values[key] = value.trim();
  }
}
