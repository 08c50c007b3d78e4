import { documentTitle, pageKind } from '@portal/core/paths';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Names the page by the thing it shows (WCAG 2.4.2): the document title becomes `name` once it is
 * known (a section's, an order's, a news item's, a car's), so that tabs and history tell the pages
 * apart. Returns the page's heading: `name`, or what the page is while its data is on the way. The
 * portal sets the kind's title first at each navigation (App, a layout effect); this runs after it.
 */
export function usePageName(name: string | null | undefined): string {
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = documentTitle(pathname, name);
  }, [pathname, name]);
  return name || pageKind(pathname);
}
