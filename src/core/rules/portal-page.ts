/**
 * The page type of PORTAL_PATHS (./portal-paths.ts), `portalPath` that makes a page's path, and the
 * pages the shared runtime links to (the login and landing pages the session sends a client to,
 * the basket the badge leads to), apart from the table: the shared runtime carries this module
 * once for every widget, and nothing else of the paths.
 */
import type { CallArea } from '../api/client';

/** Who may open a page: everybody, or only a signed-in client (doc 1 §4, doc 2 §4, DESIGN). */
export type PathGuard = 'public' | 'signed-in';

export interface PortalPathEntry<P extends string = string> {
  readonly pattern: P;
  readonly guard: PathGuard;
  /**
   * The area of the page's own calls (its page data), which decides where an invalid token sends
   * the user (doc 1 §8, doc 2 §4, DESIGN): the home, landing and content pages are the shell and go
   * to the landing page; the basket, catalogue, search, account, mats and catalogues go to login.
   */
  readonly area: CallArea;
}

export const page = <const P extends string>(
  pattern: P,
  guard: PathGuard = 'signed-in',
  area: CallArea = 'portal',
): PortalPathEntry<P> => ({ pattern, guard, area });

export const loginPage = page('/login/', 'public');
export const landingPage = page('/unauth/', 'public', 'shell');
export const basketPage = page('/basket/');

/** The parameters of a pattern, optional ones marked, as a type. */
type ParamsOf<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? ParamOf<Name> & ParamsOf<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? ParamOf<Name>
    : unknown;
type ParamOf<Name extends string> = Name extends `${infer Optional}?`
  ? { [K in Optional]?: string | number }
  : { [K in Name]: string | number };

/** Query parameters of a link; `null` and `undefined` ones are left out. */
export type PathQuery = Readonly<Record<string, string | number | null | undefined>>;

type PathArgs<P extends string> = P extends `${string}:${string}`
  ? [params: ParamsOf<P>, query?: PathQuery]
  : [params?: Record<string, never>, query?: PathQuery];

/**
 * The path of a portal page: `portalPath(productPage, { productId: 5 })` is '/product/5'.
 * Parameters are URI-encoded; a missing optional one ends the path there (the router's optional
 * segments).
 */
export function portalPath<P extends string>(
  page: PortalPathEntry<P>,
  ...[params, query]: PathArgs<P>
): string {
  const values: Readonly<Record<string, string | number | undefined>> = params ?? {};
  const segments: string[] = [];
  for (const segment of page.pattern.split('/')) {
    if (!segment.startsWith(':')) {
      segments.push(segment);
      continue;
    }
    const optional = segment.endsWith('?');
    const value = values[segment.slice(1, optional ? -1 : undefined)];
    if (value === undefined || value === '') {
      if (optional) break;
      throw new Error(`${page.pattern} needs ${segment}`);
    }
    segments.push(encodeURIComponent(String(value)));
  }
  let path = segments.join('/') || '/';
  if (page.pattern.endsWith('/') && !path.endsWith('/')) path += '/';
  return path + queryString(query);
}

function queryString(query: PathQuery | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {}))
    if (value !== undefined && value !== null) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
