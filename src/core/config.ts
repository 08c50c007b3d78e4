/**
 * Page-wide configuration of the widgets: where the API is and where portal links lead.
 * It lives in a globalThis slot (not in a module variable) so that the loader, which is built
 * separately from the widgets' runtime, and every copy of the library on a page see one value.
 */
export interface PortalConfig {
  /** Origin (and optional path) of the REST API. Defaults to the page's origin. */
  apiBase: string;
  /** Origin (and optional path) of the portal, used to build links. Defaults to the page's origin. */
  portalBase: string;
}

type ConfigListener = (config: PortalConfig) => void;

interface ConfigSlot {
  values: Partial<PortalConfig>;
  listeners: Set<ConfigListener>;
}

const SLOT = Symbol.for('portal-widgets.config');

function configSlot(): ConfigSlot {
  const holder = globalThis as { [SLOT]?: ConfigSlot };
  holder[SLOT] ??= { values: {}, listeners: new Set() };
  return holder[SLOT];
}

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readPortalConfig(): PortalConfig {
  const { values } = configSlot();
  return {
    apiBase: withoutTrailingSlash(values.apiBase ?? pageOrigin()),
    portalBase: withoutTrailingSlash(values.portalBase ?? pageOrigin()),
  };
}

/** Merges a partial configuration into the page's one and tells every listener. */
export function configurePortal(partial: Partial<PortalConfig>): void {
  const slot = configSlot();
  for (const key of ['apiBase', 'portalBase'] as const) {
    const value = partial[key];
    if (typeof value === 'string' && value.trim() !== '') slot.values[key] = value.trim();
  }
  const config = readPortalConfig();
  for (const listener of slot.listeners) listener(config);
}

export function onPortalConfig(listener: ConfigListener): () => void {
  const { listeners } = configSlot();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A portal path (`/basket/`) as an absolute link on the configured portal. */
export function portalUrl(path: string, config: PortalConfig = readPortalConfig()): string {
  return `${config.portalBase}${path.startsWith('/') ? path : `/${path}`}`;
}
