import { authMessages, type CurrentUser, shellMessages, signOut } from '@portal/core/session';
import { Button, useSession } from '@portal/ui';
import { NavLink } from 'react-router';
import * as css from './AccountMenu.css';
import { ACCOUNT_LINKS } from './accountLinks';
import { ManagerCard } from './ManagerCard';
import { useMenuDisclosure } from './useMenuDisclosure';

/** The account menu of the header (doc 1 §2): the account pages, the personal manager, 'Выйти'. */
export function AccountMenu({ user }: { user: CurrentUser | null }) {
  const session = useSession();
  const { open, root, panelId, toggle } = useMenuDisclosure();

  return (
    <div className={css.menu} ref={root}>
      <button type="button" className={css.toggle} {...toggle}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
          <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-9 2.2-9 5v3h18v-3c0-2.8-4.6-5-9-5Z" />
        </svg>
        <span className={css.name}>{user?.name || shellMessages.account.open}</span>
      </button>
      {open && (
        <div id={panelId} className={css.panel}>
          {user?.manager && <ManagerCard manager={user.manager} />}
          <nav aria-label={shellMessages.account.open}>
            <ul className={css.links}>
              {ACCOUNT_LINKS.map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} className={css.link}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <Button className={css.logout} onClick={() => void signOut(session)}>
            {authMessages.logout}
          </Button>
        </div>
      )}
    </div>
  );
}
