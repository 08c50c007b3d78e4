/**
 * Where a page stands to the API it calls (docs/server-contract.md, "Embedding origins"):
 * - `api-origin`: the API's own origin (the portal, and CMS pages served from it): the signed-in
 *   marker in this origin's storage is the portal's own, and says whether to ask for a token;
 * - `other-origin`: any other origin without a partner key (the company's CMS on another origin of
 *   the site): it cannot read the portal's marker, so it asks the API, once per page load, whether
 *   the client is signed in;
 * - `partner`: a partner key is configured: never a session, never credentials.
 */
export type PageReach = 'api-origin' | 'other-origin' | 'partner';

/**
 * `page` is the page's address (none outside a browser); `apiBase` may be relative to it.
 */
export function pageReach(page: string | undefined, apiBase: string, partnerKey?: string): PageReach {
  if (partnerKey) return 'partner';
  if (page === undefined) return 'api-origin';
  try {
    return new URL(apiBase || page, page).origin === new URL(page).origin ? 'api-origin' : 'other-origin';
  } catch {
    return 'api-origin';
  }
}

/**
 * What a page of another origin learnt when it asked the token endpoint, with the cookie, for its
 * session: `signed-in` (it has an access token), `refused` (the server answered: no session with
 * the cookie that came, or none came), `unreachable` (no answer the page may read: the origin is not
 * allowed with credentials, or no network), `failed` (a server error, a broken answer).
 */
export type ResumeOutcome = 'signed-in' | 'refused' | 'unreachable' | 'failed';
