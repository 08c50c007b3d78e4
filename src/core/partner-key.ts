import type { PortalConfig } from './config';

// The slot ./config.ts reads; repeated rather than imported so that only the mat constructor, not
// the shared runtime every page loads, carries this reader.
const CONFIG_SLOT = Symbol.for('portal-widgets.config');

/** The page's partner key (the loader's `data-partner-key`), or `null` when none was configured. */
export function readPartnerKey(): string | null {
  return (globalThis as { [CONFIG_SLOT]?: Partial<PortalConfig> })[CONFIG_SLOT]?.partnerKey ?? null;
}
