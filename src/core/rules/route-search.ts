import type { SearchType } from '../session/types';
import { matchPortalPath } from './portal-paths';
import { stepSearchQuery } from './search';
import { readSearchRequest } from './search-page';

/** A search as the header's search box shows it: the query in the box, the type in the selector. */
interface RouteSearch {
  query: string;
  type: SearchType;
}

/**
 * The search whose results a portal page shows, for the header's search box (doc 1 §2) to show it
 * so the client can refine it: the query and type of the named search (/search/), or the article
 * (or name) and type of the step search (/searchallsourcessteps/), where article links and
 * quick-search hits lead. `null` on every other page.
 */
export function routeSearch(pathname: string, params: URLSearchParams): RouteSearch | null {
  const page = matchPortalPath(pathname);
  if (page === 'search') {
    const { query, type } = readSearchRequest(params);
    return { query, type };
  }
  if (page === 'stepSearch') {
    const { article, type } = stepSearchQuery({ q: params.get('q'), type: params.get('type') });
    return { query: article, type };
  }
  return null;
}
