import { catalogueSectionPage, portalPath } from '@portal/core/paths';
import { commonMessages } from '@portal/core/session';
import { RetryLine } from '@portal/ui';
import { Link } from 'react-router';
import * as css from './CatalogueIndex.css';
import { useCatalogueMenu } from './useCatalogueMenu';

/** /catalog without a section: every first-level section with its subsections, to pick one. */
export function CatalogueIndex() {
  const menu = useCatalogueMenu();
  if (menu.failed) return <RetryLine message={commonMessages.genericError} onRetry={menu.retry} />;
  return (
    <ul className={css.grid}>
      {menu.items.map((section) => (
        <li key={section.id} className={css.card}>
          <Link to={portalPath(catalogueSectionPage, { sectionId: section.id })} className={css.head}>
            {section.icon && <img className={css.icon} src={section.icon} alt="" />}
            {section.name}
          </Link>
          {section.children.length > 0 && (
            <ul className={css.children}>
              {section.children.map((child) => (
                <li key={child.id}>
                  <Link to={portalPath(catalogueSectionPage, { sectionId: child.id })} className={css.child}>
                    {child.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
