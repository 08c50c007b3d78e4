import { TITLE_SUFFIX } from '../messages/shell';
import { matchPortalPath, PORTAL_PATHS } from './portal-paths';

/** The document title of a pathname, from the route table: 'Заказы — Автодеталь'; an unknown path is the 404 page's. */
export function documentTitle(pathname: string): string {
  return PORTAL_PATHS[matchPortalPath(pathname) ?? 'notFound'].title + TITLE_SUFFIX;
}
