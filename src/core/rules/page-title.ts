import { PAGE_TITLES, TITLE_SUFFIX } from '../messages/shell';
import { matchPortalPath } from './portal-paths';

/** The document title of a pathname: 'Заказы — Автодеталь'; an unknown path is the 404 page's. */
export function documentTitle(pathname: string): string {
  return PAGE_TITLES[matchPortalPath(pathname) ?? 'notFound'] + TITLE_SUFFIX;
}
