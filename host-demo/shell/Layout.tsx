import { shellMessages } from '@portal/core/session';
import { NavigationProvider } from '@portal/ui';
import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { AnonymousDialogProvider } from './anonymous';
import { Footer } from './Footer';
import { Header } from './Header';
import * as css from './Layout.css';
import { PageErrorBoundary } from './PageErrorBoundary';

/** The portal's frame: the header, the page, the footer. */
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
          <Header />
          <main className={css.main}>
            <PageErrorBoundary resetKey={pathname}>
              <Suspense fallback={<p className={css.loading}>{shellMessages.loading}</p>}>
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
