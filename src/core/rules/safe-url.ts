import { type PortalConfig, readPortalConfig } from '../config';

/**
 * URLs that come from the server (PHOTO, PREVIEW_PICTURE_PATH, BANNER_PATH, LINK, DETAIL_PAGE_URL,
 * the links and pictures inside server HTML) before any of them reaches an `href` or a `src`
 * (DESIGN, "Server HTML"). A value is parsed the way the browser would parse it, and what is
 * returned is that parse serialised, so the browser gets exactly the URL that was checked.
 */

export interface SafeUrlOptions {
  /** Where the bases come from. Defaults to the page's configuration (`readPortalConfig()`). */
  config?: PortalConfig;
}

export interface SafeImageUrlOptions extends SafeUrlOptions {
  /** Hosts (`img.example.ru`, with `:port` if not the default) that may serve pictures besides the API and the portal. Defaults to none. */
  imageHosts?: readonly string[];
}

/** A link inside server HTML: where it goes, and whether that is off the portal (a new tab). */
export interface HtmlLink {
  href: string;
  external: boolean;
}

const WEB_PROTOCOLS = new Set(['http:', 'https:']);
const HTML_LINK_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

// The URL parser drops tabs and newlines anywhere and control characters at the ends
// ('java\tscript:' is 'javascript:'); a value that needs such forgiveness is not a URL the server
// meant, so it is refused rather than repaired.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it looks for.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
// A character reference left in a value ('&#106;avascript:', '&colon;') is HTML escaping meant for
// another parser: the URL parser would keep it as text and resolve a different address. A named
// one needs its ';' here, so a query's '&b=2' is not taken for one.
const CHARACTER_REFERENCE = /&(#\d+;?|#x[\da-f]+;?|[a-z][a-z\d]*;)/i;

function parseAgainst(raw: string, base: string): URL | null {
  const value = raw.trim();
  if (value === '' || CONTROL_CHARACTERS.test(value) || CHARACTER_REFERENCE.test(value)) return null;
  try {
    // A base with a path ('https://host/api') is a folder: 'upload/x.jpg' goes under it.
    return new URL(value, `${base}/`);
  } catch {
    return null;
  }
}

function hostOf(base: string): string | null {
  try {
    return new URL(base).host;
  } catch {
    return null;
  }
}

function portalHosts(config: PortalConfig): Set<string> {
  return new Set(
    [hostOf(config.apiBase), hostOf(config.portalBase)].filter((host): host is string => host !== null),
  );
}

/** An http(s) URL without credentials on one of `hosts`, else null. */
function onHosts(url: URL | null, hosts: ReadonlySet<string>): string | null {
  if (!url || !WEB_PROTOCOLS.has(url.protocol)) return null;
  if (url.username !== '' || url.password !== '') return null;
  return hosts.has(url.host) ? url.href : null;
}

/**
 * A picture path or URL from the server as an absolute URL on the API base, or null when it is
 * not a relative path nor an http(s) URL of the API, the portal or one of `imageHosts`
 * (javascript:, data:, vbscript:, another host, '//' to another host…): then the placeholder shows.
 */
export function safeImageUrl(
  raw: string | null | undefined,
  { config = readPortalConfig(), imageHosts = [] }: SafeImageUrlOptions = {},
): string | null {
  if (typeof raw !== 'string') return null;
  const hosts = portalHosts(config);
  for (const host of imageHosts) hosts.add(host.toLowerCase());
  return onHosts(parseAgainst(raw, config.apiBase), hosts);
}

/**
 * A link from the server (LINK, DETAIL_PAGE_URL) as an absolute URL on the portal base, or null
 * when it is not a relative path nor an http(s) URL of the portal or the API.
 */
export function safeLinkUrl(
  raw: string | null | undefined,
  { config = readPortalConfig() }: SafeUrlOptions = {},
): string | null {
  if (typeof raw !== 'string') return null;
  return onHosts(parseAgainst(raw, config.portalBase), portalHosts(config));
}

/**
 * A link inside server HTML: http(s) to any host (another host opens in a new tab), mailto: and
 * tel:, and relative paths on the portal base; null for anything else (the link loses its href).
 */
export function htmlLinkTarget(
  raw: string | null | undefined,
  { config = readPortalConfig() }: SafeUrlOptions = {},
): HtmlLink | null {
  if (typeof raw !== 'string') return null;
  const url = parseAgainst(raw, config.portalBase);
  if (!url || !HTML_LINK_PROTOCOLS.has(url.protocol) || url.username !== '' || url.password !== '') {
    return null;
  }
  const external = WEB_PROTOCOLS.has(url.protocol) && !portalHosts(config).has(url.host);
  return { href: url.href, external };
}
