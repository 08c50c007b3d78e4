import { matchPortalPath } from './portal-paths';

/**
 * Whether a navigation from one pathname to another shows the client a new page, whose heading
 * then takes the focus and whose title is announced (WCAG 2.4.3, 4.1.3): another route, or the
 * same route pushed with other parameters (another section, another product). A page that rewrites
 * its own address in place (`replaced`: the mat constructor's choices) keeps the client where they
 * are working, and so does a change of the query alone (the pathnames are equal).
 */
export function isNewPage(from: string, to: string, replaced: boolean): boolean {
  if (from === to) return false;
  return !replaced || matchPortalPath(from) !== matchPortalPath(to);
}
