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

const LOADER = Symbol.for('portal-widgets.loader');

/** The loader's own `<script>`: its data attributes configure the page. */
function findOwnScript(loaderUrl: string): HTMLScriptElement | null {
  for (const script of document.querySelectorAll<HTMLScriptElement>('script[src]')) {
    if (script.src === loaderUrl) return script;
  }
  return null;
}

function configureFromScript(loaderUrl: string): void {
  const origin = new URL(loaderUrl).origin;
  const script = findOwnScript(loaderUrl);
  configurePortal({
    apiBase: script?.dataset.apiBase || origin,
    portalBase: script?.dataset.portalBase || origin,
    partnerKey: script?.dataset.partnerKey,
  });
}

function installGlobal(): void {
  const queued = window.PortalWidgets?.q ?? [];
  window.PortalWidgets = { configure: configurePortal };
  for (const config of queued) configurePortal(config);
}

/**
 * Starts the page's loader: configures the session, then imports a widget's code only when its
 * tag appears in the document, once per tag. Safe to run twice (the second run does nothing).
 */
export function startLoader(
  loaderUrl: string,
  widgets: Readonly<Record<string, () => Promise<unknown>>>,
): void {
  const holder = globalThis as { [LOADER]?: true };
  if (typeof document === 'undefined' || holder[LOADER]) return;
  holder[LOADER] = true;
  configureFromScript(loaderUrl);
  installGlobal();

  const pending = new Map(Object.entries(widgets));
  const loadFoundIn = (root: Element | Document): void => {
    for (const [tag, load] of pending) {
      if (root instanceof Element && root.localName === tag ? true : root.querySelector(tag)) {
        pending.delete(tag);
        load().catch((error: unknown) => console.error(`[portal] could not load <${tag}>`, error));
      }
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) loadFoundIn(node);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  loadFoundIn(document);
}
