import { companyMessages, telHref } from '@portal/core/content';
import { shellMessages } from '@portal/core/session';
import { useSession, useStore } from '@portal/ui';
import * as css from './Footer.css';
import { MenuLink } from './MenuLink';
import { useFooterMenu } from './useShellHeader';

/** The footer (doc 1 §2): the information links, the company's contacts, the year and the city. */
export function Footer() {
  const signedIn = useStore(useSession().$signedIn);
  const menu = useFooterMenu();
  return (
    <footer className={css.footer}>
      <div className={css.inner}>
        <nav aria-label={shellMessages.footer.label}>
          <ul className={css.links}>
            {menu.map((entry) => (
              <li key={`${entry.index}-${entry.link}`}>
                <MenuLink entry={entry} signedIn={signedIn} className={css.link} />
              </li>
            ))}
          </ul>
        </nav>
        <div className={css.contacts}>
          <a className={css.phone} href={telHref(companyMessages.phone)}>
            {companyMessages.phone}
          </a>
          <span>{shellMessages.workingHours}</span>
          <a className={css.link} href={`mailto:${companyMessages.email}`}>
            {companyMessages.email}
          </a>
        </div>
        <p className={css.copyright}>
          © {new Date().getFullYear()} {companyMessages.name}, {shellMessages.city}
        </p>
      </div>
    </footer>
  );
}
