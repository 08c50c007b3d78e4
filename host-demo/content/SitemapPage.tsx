import { PORTAL_PATHS, portalPath } from '@portal/core/paths';
import { Link } from 'react-router';
import * as css from './ContentPage.css';

/** /opt/sitemap/: the pages about the company a visitor may open, each by its title. */
export function SitemapPage() {
  const { contacts, delivery, about, sitemap } = PORTAL_PATHS;
  return (
    <article className={css.page}>
      <h1 className={css.title}>{sitemap.title}</h1>
      <ul className={css.list}>
        {[contacts, delivery, about].map((page) => (
          <li key={page.pattern}>
            <Link className={css.link} to={portalPath(page)}>
              {page.title}
            </Link>
          </li>
        ))}
      </ul>
    </article>
  );
}
