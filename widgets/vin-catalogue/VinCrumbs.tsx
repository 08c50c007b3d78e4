import { vinMessages } from '@portal/core/vin';
import { PortalLink } from '@portal/ui';
import * as css from './VinCatalogue.css';
import * as crumbCss from './VinCrumbs.css';

interface Crumb {
  label: string;
  /** The page it leads to; none for the page itself. */
  path?: string;
}

/** Where the page is among the catalogues: 'Каталоги › Volkswagen › VW Polo 6R1 › …'. */
export function VinCrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label={vinMessages.crumbs}>
      <ol className={crumbCss.crumbs} part="crumbs">
        {items.map((item) => (
          <li key={item.label} className={crumbCss.crumb}>
            {item.path ? (
              <PortalLink path={item.path} className={css.link}>
                {item.label}
              </PortalLink>
            ) : (
              <span aria-current="page">{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
