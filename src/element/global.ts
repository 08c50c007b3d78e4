import type { PortalConfig } from '@portal/core/config';
import { configurePortal } from '@portal/core/configure';

/** What `window.PortalWidgets` offers a page; a stub with a queue may be set before the loader runs. */
export interface PortalWidgetsGlobal {
  configure(config: Partial<PortalConfig>): void;
  /** Calls made to a stub before the loader ran; replayed once, in order. */
  q?: Partial<PortalConfig>[];
}

declare global {
  interface Window {
    PortalWidgets?: PortalWidgetsGlobal;
  }
}

/**
 * Installs `window.PortalWidgets` (the loader, and a widget file loaded alone); a stub's queued calls are
 * replayed once, in order.
 */
export function installPortalGlobal(): void {
  const queued = window.PortalWidgets?.q ?? [];
  window.PortalWidgets = { configure: configurePortal };
  for (const config of queued) configurePortal(config);
}
