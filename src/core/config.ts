/**
 * Page-wide configuration of the widgets: where the API is and where portal links lead. It lives
 * in a globalThis slot, written by `configurePortal` (./configure.ts, which the loader carries) and
 * read here by the widgets' runtime, so that the two bundles share no code and every copy of the
 * library on a page sees one value.
 */
export interface PortalConfig {
  /** Origin (and optional path) of the REST API. Defaults to the page's origin. */
  apiBase: string;
  /** Origin (and optional path) of the portal, used to build links. Defaults to the page's origin. */
  portalBase: string;
  /**
   * A partner's publishable key (the loader's `data-partner-key`): the mat constructor reads the
   * catalogue with it on a partner's site, where there is no portal session. Defaults to none.
   */
  partnerKey?: string;
}

const CONFIG_SLOT = Symbol.for('portal-widgets.config');

type ConfigHolder = { [CONFIG_SLOT]?: Partial<PortalConfig> };

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readPortalConfig(): PortalConfig {
  const values = (globalThis as ConfigHolder)[CONFIG_SLOT] ?? {};
  return {
    apiBase: withoutTrailingSlash(values.apiBase ?? pageOrigin()),
    portalBase: withoutTrailingSlash(values.portalBase ?? pageOrigin()),
  };
}

/** A portal path (`/basket/`) as an absolute link on the configured portal. */
export function portalUrl(path: string, config: PortalConfig = readPortalConfig()): string {
  return `${config.portalBase}${path.startsWith('/') ? path : `/${path}`}`;
}
