import { portalPath, vinCataloguePage } from '@portal/core/paths';
import { type VinCatalogue, vinMessages } from '@portal/core/vin';
import { PortalLink } from '@portal/ui';
import type { VinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import * as listCss from './VinCatalogueList.css';
import { VinPageStatus } from './VinPageStatus';
import { VinSearchForm } from './VinSearchForm';

/** /laximo-catalogs/: the VIN/frame field and the catalogues (doc 2 §2.18). */
export function VinCatalogueList({ page }: { page: VinPage<VinCatalogue[]> }) {
  return (
    <>
      <VinSearchForm />
      <h2 className={css.heading}>{vinMessages.catalogues}</h2>
      {page.status === 'ready' && page.value !== null ? (
        <ul className={listCss.catalogueGrid} part="catalogues">
          {page.value.map((catalogue) => (
            <li key={catalogue.code}>
              <PortalLink
                path={portalPath(vinCataloguePage, { code: catalogue.code })}
                className={listCss.catalogueCard}
              >
                {catalogue.name}
              </PortalLink>
            </li>
          ))}
        </ul>
      ) : (
        <VinPageStatus page={page} />
      )}
    </>
  );
}
