import type { MiddlewareHandler } from 'hono';

/**
 * The pages of other origins that embed the widgets (docs/server-contract.md, "Embedding origins"):
 * one setting of the server.
 */
export interface EmbeddingOrigins {
  /**
   * Origins of the API's own site (the company's CMS beside the portal): answered with
   * credentials, so their pages share the client's session (the refresh cookie is SameSite).
   */
  cms: readonly string[];
  /** Partner sites: answered on /rest/ only, never with credentials (the mat constructor's key). */
  partner: readonly string[];
}

export const NO_EMBEDDING_ORIGINS: EmbeddingOrigins = { cms: [], partner: [] };

const KINDS = ['cms', 'partner'] as const;

/**
 * `cms=ORIGIN,partner=ORIGIN,…` (env `DEMO_EMBEDDING_ORIGINS`): each origin with its kind. An entry
 * of another shape is an error, not an origin silently left out.
 */
export function parseEmbeddingOrigins(text: string): EmbeddingOrigins {
  const origins = { cms: [] as string[], partner: [] as string[] };
  for (const entry of text.split(',').map((part) => part.trim())) {
    if (!entry) continue;
    const [kind, origin = ''] = entry.split(/=(.*)/, 2).map((part) => part.trim());
    const known = KINDS.find((name) => name === kind);
    if (!known || !/^https?:\/\/[^/]+$/.test(origin))
      throw new Error(`DEMO_EMBEDDING_ORIGINS: "${entry}" is not cms=ORIGIN or partner=ORIGIN`);
    origins[known].push(origin);
  }
  return origins;
}

/** Both kinds together, the CMS origins first, for logs and the start-up message. */
export function describeEmbeddingOrigins({ cms, partner }: EmbeddingOrigins): string[] {
  return [...cms.map((origin) => `cms=${origin}`), ...partner.map((origin) => `partner=${origin}`)];
}

/**
 * CORS of the API's paths for the embedding origins: a CMS origin is answered with credentials; a
 * partner origin, where `partners` (on /rest/ only), without; any other origin gets no CORS header
 * (its page cannot read the answer). Preflights allow `POST` with `Authorization` and
 * `Content-Type`, cached for 10 minutes.
 */
export function embeddingCors(
  origins: EmbeddingOrigins,
  { partners }: { partners: boolean },
): MiddlewareHandler {
  const cms = new Set(origins.cms);
  const partner = new Set(partners ? origins.partner : []);
  return async (c, next) => {
    const origin = c.req.header('origin') ?? '';
    const withCredentials = cms.has(origin);
    const allowed = withCredentials || partner.has(origin);
    // The answer depends on the Origin: a shared cache must not give one origin's answer to another.
    c.res.headers.append('Vary', 'Origin');
    if (allowed) {
      c.res.headers.set('Access-Control-Allow-Origin', origin);
      if (withCredentials) c.res.headers.set('Access-Control-Allow-Credentials', 'true');
      // A sign-in's 429 says when to try again; a page on another origin may read it.
      c.res.headers.set('Access-Control-Expose-Headers', 'Retry-After');
    }
    if (c.req.method === 'OPTIONS' && c.req.header('access-control-request-method')) {
      if (allowed) {
        c.res.headers.set('Access-Control-Allow-Methods', 'POST');
        c.res.headers.set('Access-Control-Allow-Headers', 'Authorization, Content-Type');
        c.res.headers.set('Access-Control-Max-Age', '600');
      }
      return new Response(null, { status: 204, headers: c.res.headers });
    }
    await next();
  };
}
