import { homePage } from '@portal/core/paths';
import { routeSearch } from '@portal/core/search';
import { authMessages, shellMessages, signOut } from '@portal/core/session';
import { NavigationProvider, useSession, useStore } from '@portal/ui';
import { BasketBadge } from '@portal/widgets/basket-badge';
import { QuickSearch } from '@portal/widgets/quick-search';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { CatalogueMenu } from '../catalogue/CatalogueMenu';
import * as css from './Layout.css';

/** The portal's frame: header with the basket badge and the account, the page, the footer. */
export function Layout() {
  const session = useSession();
  const user = useStore(session.$user);
  const navigate = useNavigate();
  const location = useLocation();
  const search = routeSearch(location.pathname, new URLSearchParams(location.search));

  return (
    <NavigationProvider
      navigate={(path) => {
        navigate(path);
        return true;
      }}
    >
      <div className={css.page}>
        <header className={css.header}>
          <div className={css.headerInner}>
            <Link to={homePage.pattern} className={css.brand}>
              <span className={css.brandName}>АВТОДЕТАЛЬ</span>
              <span className={css.brandTagline}>{shellMessages.tagline}</span>
            </Link>
            <CatalogueMenu />
            {/* One box at every width, moved to a row of its own by CSS: turning a phone keeps what is typed. */}
            <div className={css.search}>
              <QuickSearch value={search?.query} searchType={search?.type} />
            </div>
            <BasketBadge />
            <div className={css.user}>
              {user && <span className={css.userName}>{user.name}</span>}
              <button type="button" className={css.logout} onClick={() => void signOut(session)}>
                {authMessages.logout}
              </button>
            </div>
          </div>
        </header>
        <main className={css.main}>
          <Outlet />
        </main>
        <footer className={css.footer}>
          <div className={css.footerInner}>
            <span>
              © {new Date().getFullYear()} {shellMessages.city}
            </span>
            <span>{shellMessages.workingHours}</span>
          </div>
        </footer>
      </div>
    </NavigationProvider>
  );
}
