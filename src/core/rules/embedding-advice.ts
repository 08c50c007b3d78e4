import type { ResumeOutcome } from './page-reach';

const IP_ADDRESS = /^(\d+\.){3}\d+$|^\[.*\]$/;

/**
 * The site of a host as SameSite cookies count it, near enough: its last two labels (an IP address
 * or a single label is its own site). A public suffix of two labels (`co.uk`) reads as one site:
 * at worst a warning is left out, nothing else depends on it.
 */
function siteOf(url: URL): string {
  const host = url.hostname;
  if (IP_ADDRESS.test(host)) return `${url.protocol}//${host}`;
  return `${url.protocol}//${host.split('.').slice(-2).join('.')}`;
}

export function sameSite(a: string, b: string): boolean {
  return siteOf(new URL(a)) === siteOf(new URL(b));
}

export interface EmbeddingPage {
  /** The page's origin. */
  page: string;
  /** The API's origin. */
  api: string;
  /** `navigator.cookieEnabled`. */
  cookiesEnabled: boolean;
}

/**
 * What the console tells the embedder (in English, for developers) when a page of another origin
 * could not have the client's session, or `null` when nothing needs setting up (an anonymous visitor
 * is refused, as is a client who signed out on the portal).
 */
export function embeddingAdvice(
  outcome: ResumeOutcome,
  { page, api, cookiesEnabled }: EmbeddingPage,
): string | null {
  const fallback = 'The widgets show what an anonymous visitor sees.';
  const contract = 'docs/server-contract.md of portal-widgets, "Embedding origins"';
  if (outcome === 'unreachable')
    return (
      `[portal] No session for ${page}: ${api}/ajax/oauth.php gave no answer this page may read to a request with credentials. ${fallback} ` +
      `To share the portal's session here, the API must list ${page} as an embedding origin of its site and answer it with ` +
      `"Access-Control-Allow-Origin: ${page}" and "Access-Control-Allow-Credentials: true" (${contract}). ` +
      `A partner's site sets partnerKey instead.`
    );
  if (outcome !== 'refused') return null;
  if (!sameSite(page, api))
    return (
      `[portal] No session for ${page}: it is not on the site of ${api}, so the browser never sends the API's SameSite refresh cookie from it. ${fallback} ` +
      `Serve the page from an origin of the API's site listed as an embedding origin (${contract}), or set partnerKey on a partner's site.`
    );
  if (!cookiesEnabled)
    return `[portal] No session for ${page}: this browser blocks cookies, so the API's refresh cookie cannot come with the request. ${fallback}`;
  return null;
}
