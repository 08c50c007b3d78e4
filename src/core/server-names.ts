/*
 * The configuration's names of the company's server that only some calls use (sign-in, the landing,
 * the downloads): a module of their own, so that the runtime every page carries holds only the API's
 * and the portal's base (./config.ts).
 */

import { configured, readPortalConfig, withoutTrailingSlash } from './config';

/** What the company's server names that the spec does not: from the configuration, or today's values. */
interface ServerNames {
  siteSegments: string;
  oauthClientId: string;
  oauthClientSecret: string;
  assetsBase: string;
}

/**
 * The OAuth client of sign-in and refresh. The portal is a public browser client: nothing here is a
 * secret, and the server must not treat `client_secret` as one (see docs/security.md).
 */
export function readOauthClient(): { clientId: string; clientSecret: string; state: string } {
  const values = configured();
  return {
    // Today's values while a page configures none (docs/server-contract.md).
    clientId: values.oauthClientId ?? 'portal-widgets',
    clientSecret: values.oauthClientSecret ?? 'public-browser-client',
    state: 'portal-widgets',
  };
}

/** The two path segments of the landing's calls, without slashes around them. */
export function readSiteSegments(): string {
  return (configured().siteSegments ?? 's1/opt').replace(/^\/+|\/+$/g, '');
}

/** A downloadable file (`soft/order-program.zip`) under the configured `assetsBase`. */
export function assetUrl(name: string): string {
  const base = configured().assetsBase ?? `${readPortalConfig().apiBase}/demo-assets`;
  return `${withoutTrailingSlash(base)}/${name.replace(/^\/+/, '')}`;
}

export function readServerNames(): ServerNames {
  const { clientId, clientSecret } = readOauthClient();
  return {
    siteSegments: readSiteSegments(),
    oauthClientId: clientId,
    oauthClientSecret: clientSecret,
    assetsBase: assetUrl('').replace(/\/$/, ''),
  };
}
