import { balanceLabel } from '@portal/core/account';
import { cataloguePageMessages, sectionPath } from '@portal/core/catalogue';
import { companyMessages, type MenuEntry, telHref } from '@portal/core/content';
import { COMPANY_REQUEST_PATH, loginPage, settlementsPage } from '@portal/core/paths';
import {
  anonymousMessages,
  authMessages,
  type CurrentUser,
  commonMessages,
  shellMessages,
  signOut,
} from '@portal/core/session';
import { Button, primaryAction, RetryLine, StatusLine, secondaryAction, useSession } from '@portal/ui';
import { useState } from 'react';
import { Link, NavLink } from 'react-router';
import { ACCOUNT_LINKS } from './accountLinks';
import { useAnonymousDialog } from './anonymous';
import { ManagerCard } from './ManagerCard';
import { MenuLink } from './MenuLink';
import * as css from './MobileMenu.css';
import { useCloseOnNavigation } from './useCloseOnNavigation';
import { useMenuDisclosure } from './useMenuDisclosure';
import { useShellHeader } from './useShellHeader';
import { visuallyHidden } from './visuallyHidden.css';

/**
 * The panel ends at the window's bottom edge and scrolls on its own: it hangs from a header that
 * stays in place, so a part of it below the window could not be scrolled to, and an item focused
 * there was out of sight (issue 43).
 */
function fitToWindow(panel: HTMLDivElement | null): void {
  if (panel) panel.style.maxHeight = `calc(100dvh - ${Math.max(0, panel.getBoundingClientRect().top)}px)`;
}

interface MobileMenuProps {
  topMenu: readonly MenuEntry[];
  signedIn: boolean;
  user: CurrentUser | null;
}

/** Below 768 px (doc 1 §2): the burger with the same levels as the header and an account panel. */
export function MobileMenu({ topMenu, signedIn, user }: MobileMenuProps) {
  const session = useSession();
  const header = useShellHeader();
  const catalogue = header.value?.catalogue ?? [];
  const openAnonymousDialog = useAnonymousDialog();
  const { open, root, panelId, toggle } = useMenuDisclosure();
  const [section, setSection] = useState<string | null>(null);
  useCloseOnNavigation(() => setSection(null));

  return (
    <div className={css.menu} ref={root}>
      <button type="button" className={css.burger} {...toggle}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
          {open ? (
            <path d="m6.4 5 5.6 5.6L17.6 5 19 6.4 13.4 12l5.6 5.6-1.4 1.4-5.6-5.6L6.4 19 5 17.6 10.6 12 5 6.4z" />
          ) : (
            <path d="M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z" />
          )}
        </svg>
        <span className={visuallyHidden}>{open ? shellMessages.burgerClose : shellMessages.burgerOpen}</span>
      </button>
      {open && (
        <div id={panelId} className={css.panel} ref={fitToWindow}>
          <nav aria-label={shellMessages.menu.label}>
            <ul className={css.list}>
              {topMenu.map((entry) => (
                <li key={`${entry.index}-${entry.link}`}>
                  <MenuLink entry={entry} signedIn={signedIn} className={css.item} />
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={cataloguePageMessages.catalogue}>
            <h2 className={css.heading}>{cataloguePageMessages.catalogue}</h2>
            {header.value === null && !header.failed && <StatusLine>{shellMessages.loading}</StatusLine>}
            {header.failed && <RetryLine message={commonMessages.genericError} onRetry={header.retry} />}
            <ul className={css.list}>
              {catalogue.map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className={css.section}
                    aria-expanded={section === item.id}
                    onClick={() => setSection(section === item.id ? null : item.id)}
                  >
                    {item.name}
                  </button>
                  {section === item.id && (
                    <ul className={css.children}>
                      {[{ id: item.id, name: cataloguePageMessages.allSections }, ...item.children].map(
                        (child) => (
                          <li key={child.id}>
                            <Link
                              to={sectionPath(child.id)}
                              className={css.item}
                              onClick={(event) => {
                                if (signedIn) return;
                                event.preventDefault();
                                openAnonymousDialog();
                              }}
                            >
                              {child.name}
                            </Link>
                          </li>
                        ),
                      )}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          <section className={css.account} aria-label={shellMessages.account.open}>
            {signedIn ? (
              <>
                {user?.name && <p className={css.user}>{user.name}</p>}
                {user?.manager && <ManagerCard manager={user.manager} />}
                <ul className={css.list}>
                  <li>
                    <NavLink to={settlementsPage.pattern} className={css.item}>
                      {balanceLabel(header.value?.saldo ?? null)}
                    </NavLink>
                  </li>
                  {ACCOUNT_LINKS.map((link) => (
                    <li key={link.path}>
                      <NavLink to={link.path} className={css.item}>
                        {link.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
                <Button className={css.logout} onClick={() => void signOut(session)}>
                  {authMessages.logout}
                </Button>
              </>
            ) : (
              <div className={css.actions}>
                <Link to={loginPage.pattern} className={primaryAction}>
                  {shellMessages.signIn}
                </Link>
                <Link to={COMPANY_REQUEST_PATH} className={secondaryAction}>
                  {anonymousMessages.becomeClient}
                </Link>
              </div>
            )}
          </section>
          <p className={css.contacts}>
            <a href={telHref(companyMessages.phone)} className={css.item}>
              {companyMessages.phone}
            </a>
            <span>{shellMessages.workingHours}</span>
          </p>
        </div>
      )}
    </div>
  );
}
