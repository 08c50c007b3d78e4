import {
  documentTitle,
  guardRedirect,
  PORTAL_PATHS,
  type PortalPathName,
  requestedPage,
} from '@portal/core/paths';
import { useSession, useStore } from '@portal/ui';
import type { ComponentType } from 'react';
import { useEffect, useLayoutEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { accountPages } from './account/pages';
import { cataloguePages } from './catalogue/pages';
import { contentPages } from './content/pages';
import { matsPages } from './mats/pages';
import { NotFoundPage } from './pages/NotFoundPage';
import { Layout } from './shell/Layout';
import { shellPages } from './shell/pages';
import { usePageArrival } from './shell/usePageArrival';
import { useSessionBootstrap } from './shell/useSessionBootstrap';
import { visuallyHidden } from './shell/visuallyHidden.css';
import { useStickyHeaderTop } from './useStickyHeaderTop';
import { vinPages } from './vin/pages';

/** Every route's page: a route added to PORTAL_PATHS without one does not compile. */
const PAGES: Record<PortalPathName, ComponentType> = {
  ...shellPages,
  ...cataloguePages,
  ...contentPages,
  ...accountPages,
  ...matsPages,
  ...vinPages,
};

/** Pages shown without the portal's header and footer. */
const BARE_PAGES: ReadonlySet<PortalPathName> = new Set(['login']);

const routeNames = Object.keys(PORTAL_PATHS) as PortalPathName[];

function routeOf(name: PortalPathName) {
  const Page = PAGES[name];
  return <Route key={name} path={PORTAL_PATHS[name].pattern} element={<Page />} />;
}

export function App() {
  useSessionBootstrap();
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const requested = useStore(session.$redirect);
  const location = useLocation();
  // Each page its own title (WCAG 2.4.2), from core's one table, set before any effect: a page that
  // knows its thing names itself after it (usePageName), and the arrival announces what was set.
  useLayoutEffect(() => {
    document.title = documentTitle(location.pathname);
  }, [location.pathname]);
  const arrival = usePageArrival(location.pathname, location.hash, useNavigationType() === 'REPLACE');
  useStickyHeaderTop(location.pathname);
  const arrived = requested !== null && requestedPage(requested) === location.pathname;
  useEffect(() => {
    if (arrived) session.$redirect.set(null);
  }, [arrived, session]);
  const redirect = guardRedirect(
    `${location.pathname}${location.search}${location.hash}`,
    signedIn,
    requested,
  );

  return (
    <>
      {/* One region for the whole visit, in place before anything is said in it (a region that
          appears with its text is not read). A new node per arrival: the same title is read again. */}
      <div role="status" className={visuallyHidden}>
        {arrival && <span key={arrival.id}>{arrival.text}</span>}
      </div>
      {redirect ? (
        <Navigate to={redirect} replace />
      ) : (
        <Routes>
          {routeNames.filter((name) => BARE_PAGES.has(name)).map(routeOf)}
          <Route element={<Layout />}>
            {routeNames.filter((name) => !BARE_PAGES.has(name)).map(routeOf)}
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      )}
    </>
  );
}
