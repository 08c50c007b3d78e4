import { TITLE_SUFFIX } from '../messages/shell';
import { matchPortalPath, PORTAL_PATHS } from './portal-paths';

/** What the page at a pathname is, from the route table: 'Заказ'; an unknown path is the 404 page's. */
export function pageKind(pathname: string): string {
  return PORTAL_PATHS[matchPortalPath(pathname) ?? 'notFound'].title;
}

/**
 * The document title of a pathname: the thing the page shows when it is known (`name`: a section,
 * an order, a news item), else what the page is, from the route table; then the company:
 * 'Масла и жидкости — Автодеталь', 'Заказы — Автодеталь'.
 */
export function documentTitle(pathname: string, name?: string | null): string {
  return (name || pageKind(pathname)) + TITLE_SUFFIX;
}
