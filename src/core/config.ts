/**
 * Page-wide configuration of the widgets: where the API is, where portal links lead, and what the
 * company's server names that the spec leaves open. It lives
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
  /**
   * The two path segments the spec leaves open in `/rest/{id}/{key}/unauth.landing.json` and
   * `/rest/{segment}/{segment}/enquiry.wholesale.json` (docs/server-contract.md). Defaults to `s1/opt`.
   */
  siteSegments?: string;
  /** The OAuth client id of sign-in and token refresh. Defaults to `portal-widgets`. */
  oauthClientId?: string;
  /** The OAuth client secret: public, as the client is a browser's. Defaults to `public-browser-client`. */
  oauthClientSecret?: string;
  /** Where the downloadable files are (sales rules, price lists, the ordering program). Defaults to `{apiBase}/demo-assets`. */
  assetsBase?: string;
}

const CONFIG_SLOT = Symbol.for('portal-widgets.config');

type ConfigHolder = { [CONFIG_SLOT]?: Partial<PortalConfig> };

/** What the page configured, as given. */
export const configured = (): Partial<PortalConfig> => (globalThis as ConfigHolder)[CONFIG_SLOT] ?? {};

function pageOrigin(): string {
  return typeof location === 'undefined' ? '' : location.origin;
}

export function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function readPortalConfig(): PortalConfig {
  const values = configured();
  return {
    apiBase: withoutTrailingSlash(values.apiBase ?? pageOrigin()),
    portalBase: withoutTrailingSlash(values.portalBase ?? pageOrigin()),
  };
}

/** A portal path (`/basket/`) as an absolute link on the configured portal. */
export function portalUrl(path: string, config: PortalConfig = readPortalConfig()): string {
  return `${config.portalBase}${path.startsWith('/') ? path : `/${path}`}`;
}
