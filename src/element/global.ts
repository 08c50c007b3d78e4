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
 * Installs `window.PortalWidgets` unless a loader or a widget's entry has: the loader and every
 * widget install it, so that a page which imports a widget without the loader configures it the
 * same way. A stub's queued calls are replayed once, in order. Every copy writes the one
 * configuration slot of the page, so which copy installed it does not matter. Nothing on a server.
 */
export function installPortalGlobal(): void {
  if (typeof window === 'undefined') return;
  const current = window.PortalWidgets;
  if (current && !current.q) return;
  window.PortalWidgets = { configure: configurePortal };
  for (const config of current?.q ?? []) configurePortal(config);
}
