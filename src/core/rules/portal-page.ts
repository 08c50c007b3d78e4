/**
 * The page type of PORTAL_PATHS (./portal-paths.ts) and the pages the shared runtime links to (the
 * login and landing pages the session sends a client to, the basket the badge leads to), apart
 * from the table: the shared runtime carries this module, and nothing else of the paths.
 */
import type { CallArea } from '../domain/call-area';

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

// Pure: an unused page of the table (the runtime carries this helper, the table lives in each
// widget's copy) must not be kept for its call.
export const page = /* @__NO_SIDE_EFFECTS__ */ <const P extends string>(
  pattern: P,
  guard: PathGuard = 'signed-in',
  area: CallArea = 'portal',
): PortalPathEntry<P> => ({ pattern, guard, area });

export const loginPage = page('/login/', 'public');
export const landingPage = page('/unauth/', 'public', 'shell');
export const basketPage = page('/basket/');
