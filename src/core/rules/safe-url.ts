import { type PortalConfig, readPortalConfig } from '../config';

/**
 * URLs that come from the server (PHOTO, PREVIEW_PICTURE_PATH, BANNER_PATH, LINK, DETAIL_PAGE_URL,
 * the links and pictures inside server HTML) before any of them reaches an `href` or a `src`
 * (DESIGN, "Server HTML"). A value is parsed the way the browser would parse it, and what is
 * returned is that parse serialised, so the browser gets exactly the URL that was checked.
 */

interface SafeUrlOptions {
  /** Where the bases come from. Defaults to the page's configuration (`readPortalConfig()`). */
  config?: PortalConfig;
}

interface SafeImageUrlOptions extends SafeUrlOptions {
  /** Hosts (`img.example.ru`, with `:port` if not the default) that may serve pictures besides the API and the portal. Defaults to none. */
  imageHosts?: readonly string[];
}

/** A link inside server HTML: where it goes, and whether that is off the portal (a new tab). */
interface HtmlLink {
  href: string;
  external: boolean;
}

const WEB_PROTOCOL = /^https?:$/;
const HTML_LINK_PROTOCOL = /^(https?|mailto|tel):$/;

// The URL parser drops tabs and newlines anywhere and control characters at the ends
// ('java\tscript:' is 'javascript:'); a value that needs such forgiveness is not a URL the server
// meant, so it is refused rather than repaired. A character reference left in a value
// ('&#106;avascript:', '&colon;') is HTML escaping meant for another parser: the URL parser would
// keep it as text and resolve a different address. A named one needs its ';' here, so a query's
// '&b=2' is not taken for one; '&#' is refused whatever follows.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const NOT_A_PLAIN_URL = /[\u0000-\u001f\u007f-\u009f]|&(#|[a-z][a-z\d]*;)/i;

/** `raw` as the browser reads it against `base` (a folder), or null for what is not a plain URL. */
function parseAgainst(raw: unknown, base: string): URL | null {
  const value = typeof raw === 'string' ? raw.trim() : '';
  try {
    return value && !NOT_A_PLAIN_URL.test(value) ? new URL(value, `${base}/`) : null;
  } catch {
    return null;
  }
}

/** The hosts of the API and the portal (an empty one for a base that is not a URL: no URL has it). */
function portalHosts(config: PortalConfig): string[] {
  return [config.apiBase, config.portalBase].map((base) => parseAgainst(base, base)?.host ?? '');
}

/** An http(s) URL without credentials on one of `hosts`, else null. */
function onHosts(url: URL | null, hosts: readonly string[]): string | null {
  return url && WEB_PROTOCOL.test(url.protocol) && !url.username && !url.password && hosts.includes(url.host)
    ? url.href
    : null;
}

/**
 * A picture path or URL from the server as an absolute URL on the API base, or null when it is
 * not a relative path nor an http(s) URL of the API, the portal or one of `imageHosts`
 * (javascript:, data:, vbscript:, another host, '//' to another host…): then the placeholder shows.
 */
export function safeImageUrl(
  raw: unknown,
  { config = readPortalConfig(), imageHosts = [] }: SafeImageUrlOptions = {},
): string | null {
  const hosts = [...portalHosts(config), ...imageHosts.map((host) => host.toLowerCase())];
  return onHosts(parseAgainst(raw, config.apiBase), hosts);
}

/**
 * A link from the server (LINK, DETAIL_PAGE_URL) as an absolute URL on the portal base, or null
 * when it is not a relative path nor an http(s) URL of the portal or the API.
 */
export function safeLinkUrl(
  raw: unknown,
  { config = readPortalConfig() }: SafeUrlOptions = {},
): string | null {
  return onHosts(parseAgainst(raw, config.portalBase), portalHosts(config));
}

/**
 * A link inside server HTML: http(s) to any host (another host opens in a new tab), mailto: and
 * tel:, and relative paths on the portal base; null for anything else (the link loses its href).
 */
export function htmlLinkTarget(
  raw: unknown,
  { config = readPortalConfig() }: SafeUrlOptions = {},
): HtmlLink | null {
  const url = parseAgainst(raw, config.portalBase);
  if (!url || !HTML_LINK_PROTOCOL.test(url.protocol) || url.username || url.password) return null;
  const external = WEB_PROTOCOL.test(url.protocol) && !portalHosts(config).includes(url.host);
  return { href: url.href, external };
}
