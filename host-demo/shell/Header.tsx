import { balanceLabel } from '@portal/core/account';
import { companyMessages, telHref } from '@portal/core/content';
import { homePage, loginPage, settlementsPage } from '@portal/core/paths';
import { routeSearch } from '@portal/core/search';
import { shellMessages } from '@portal/core/session';
import { useSession, useStore } from '@portal/ui';
import { BasketBadge } from '@portal/widgets/basket-badge';
import { QuickSearch } from '@portal/widgets/quick-search';
import { Link, NavLink, useLocation } from 'react-router';
import { CatalogueMenu } from '../catalogue/CatalogueMenu';
import { AccountMenu } from './AccountMenu';
import { useAnonymousDialog } from './anonymous';
import * as css from './Header.css';
import { MenuLink } from './MenuLink';
import { MobileMenu } from './MobileMenu';
import { useShellHeader, useTopMenu } from './useShellHeader';

/**
 * The portal's header (doc 1 §1, §2): the phone and working hours, the brand and tagline, the
 * catalogue drop-down, the search box, the balance link, the account menu and the basket badge, the
 * top menu; below 768 px the burger holds the menus and the account.
 */
export function Header() {
  const session = useSession();
  const signedIn = useStore(session.$signedIn);
  const user = useStore(session.$user);
  const topMenu = useTopMenu();
  const saldo = useShellHeader().value?.saldo ?? null;
  const openAnonymousDialog = useAnonymousDialog();
  const location = useLocation();
  const search = routeSearch(location.pathname, new URLSearchParams(location.search));

  return (
    <header className={css.header}>
      <div className={css.strip}>
        <div className={css.stripInner}>
          <a className={css.phone} href={telHref(companyMessages.phone)}>
            {companyMessages.phone}
          </a>
          <span className={css.hours}>{shellMessages.workingHours}</span>
          {signedIn && (
            <NavLink to={settlementsPage.pattern} className={css.balance}>
              {balanceLabel(saldo)}
            </NavLink>
          )}
        </div>
      </div>
      <div className={css.main} data-signed-in={signedIn || undefined}>
        <div className={css.burger}>
          <MobileMenu topMenu={topMenu} signedIn={signedIn} user={user} />
        </div>
        <Link to={homePage.pattern} className={css.brand}>
          <span className={css.brandName}>{companyMessages.name.toUpperCase()}</span>
          <span className={css.tagline}>{shellMessages.tagline}</span>
        </Link>
        <div className={css.catalogue}>
          <CatalogueMenu onAnonymous={signedIn ? undefined : openAnonymousDialog} />
        </div>
        {/* One box at every width, moved to a row of its own by CSS: turning a phone keeps what is typed.
            Keyed by the page: after each page load its results are cleared (doc 1 §2). */}
        <div className={css.search}>
          <QuickSearch key={location.key} value={search?.query} searchType={search?.type} />
        </div>
        {signedIn ? (
          <>
            <div className={css.account}>
              <AccountMenu user={user} />
            </div>
            <div className={css.badge}>
              <BasketBadge />
            </div>
          </>
        ) : (
          <Link to={loginPage.pattern} className={css.signIn}>
            {shellMessages.signIn}
          </Link>
        )}
      </div>
      <nav className={css.nav} aria-label={shellMessages.menu.label}>
        <ul className={css.navList}>
          {topMenu.map((entry) => (
            <li key={`${entry.index}-${entry.link}`}>
              <MenuLink entry={entry} signedIn={signedIn} className={css.navLink} />
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
