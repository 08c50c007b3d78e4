import { portalPath, vinCataloguePage } from '@portal/core/paths';
import { loadVinCatalogues, vinMessages } from '@portal/core/vin';
import { PortalLink } from '@portal/ui';
import { useVinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinPageStatus } from './VinPageStatus';
import { VinSearchForm } from './VinSearchForm';

/** /laximo-catalogs/: the VIN/frame field and the catalogues (doc 2 §2.18). */
export function VinCatalogueList() {
  const page = useVinPage('laximo-main', loadVinCatalogues);
  return (
    <>
      <VinSearchForm />
      <h2 className={css.heading}>{vinMessages.catalogues}</h2>
      {page.status === 'ready' && page.value !== null ? (
        <ul className={css.catalogueGrid} part="catalogues">
          {page.value.map((catalogue) => (
            <li key={catalogue.code}>
              <PortalLink
                path={portalPath(vinCataloguePage, { code: catalogue.code })}
                className={css.catalogueCard}
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
