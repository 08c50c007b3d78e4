/**
 * The Content-Security-Policy of the portal's own pages (the reference portal's HTML, not the embed
 * pages, which are the hosts' and keep theirs): scripts, styles and calls of the portal's origin
 * only, nothing inline, no framing (clickjacking), and HTML reaches the DOM only through the
 * `portal-html` Trusted Types policy (src/ui/content/sanitizeHtml.ts), as DOMPurify cleaned it.
 * With the API or the widgets on another origin, add it to `connect-src` (and `script-src`).
 */
export const PORTAL_PAGE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  'trusted-types portal-html',
].join('; ');

/**
 * What the server sends with every page of the portal (README, "Deploying"): the one statement of
 * these rules; `npm start` serves by it and `e2e/security-headers.test.ts` checks it.
 */
export const PORTAL_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': PORTAL_PAGE_CSP,
  // For browsers without frame-ancestors.
  'X-Frame-Options': 'DENY',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * What the server sends with the portal's script and style files (`/assets/`, each named by its
 * content's hash by the build): kept by the browser for good, so that a page after the first one
 * runs its scripts from the cache, compiled, and asks for none of them again.
 */
export const PORTAL_ASSET_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'X-Content-Type-Options': 'nosniff',
};

/**
 * HSTS: once a browser has met the portal (or the API) over https, it goes there only over https for
 * a year, its subdomains too, so that no network on the way can strip TLS from a later visit and read
 * the session. Sent with every answer served over https; never over plain http, where a browser
 * ignores it and the demo runs (loopback).
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** The headers an answer to `url` gets for its transport: HSTS over https, none over http. */
export function transportHeaders(url: string): Readonly<Record<string, string>> {
  return new URL(url).protocol === 'https:' ? { 'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY } : {};
}
