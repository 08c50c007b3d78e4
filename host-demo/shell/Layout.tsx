import { shellMessages } from '@portal/core/session';
import { NavigationProvider } from '@portal/ui';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AnonymousDialogProvider } from './anonymous';
import { Footer } from './Footer';
import { Header } from './Header';
import * as css from './Layout.css';
import { PageErrorBoundary } from './PageErrorBoundary';

const MAIN_ID = 'main';

/** The portal's frame: a skip link past the header, the header, the page, the footer. */
export function Layout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <NavigationProvider
      navigate={(path) => {
        navigate(path);
        return true;
      }}
    >
      <AnonymousDialogProvider>
        <div className={css.page}>
          <a
            href={`#${MAIN_ID}`}
            className={css.skipLink}
            onClick={(event) => {
              // Focus, not the fragment: the router would take '#main' for a new address.
              event.preventDefault();
              document.getElementById(MAIN_ID)?.focus();
            }}
          >
            {shellMessages.skipToContent}
          </a>
          <Header />
          <main id={MAIN_ID} tabIndex={-1} className={css.main}>
            <PageErrorBoundary resetKey={pathname}>
              {/* Busy while the page's code comes: what waits for a page to settle waits for this too. */}
              <Suspense
                fallback={
                  <p className={css.loading} aria-busy="true">
                    {shellMessages.loading}
                  </p>
                }
              >
                <Outlet />
              </Suspense>
            </PageErrorBoundary>
          </main>
          <Footer />
        </div>
      </AnonymousDialogProvider>
    </NavigationProvider>
  );
}
