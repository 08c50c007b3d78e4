import { portalPath, vinCataloguesPage } from '@portal/core/paths';
import { type VinVehicle, vinMessages, vinSelectionMessages } from '@portal/core/vin';
import { Notice } from '@portal/ui';
import type { VinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';
import { VinSearchForm } from './VinSearchForm';
import { VinVehicleTable } from './VinVehicles';

function VinResults({ page }: { page: VinPage<VinVehicle[]> }) {
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  if (page.value.length > 0) return <VinVehicleTable vehicles={page.value} />;
  return (
    <Notice part="empty">
      <strong>{vinSelectionMessages.vinNothingFound}</strong> {vinSelectionMessages.vinNothingFoundAdvice}
    </Notice>
  );
}

/**
 * /laximo-vin/{identstring}/: the vehicles a VIN or frame number identifies, with the field to try
 * another. An identstring that is neither was not sent (doc 2 §4, `page` is `null`): it says why.
 */
export function VinByVin({ identstring, page }: { identstring: string; page: VinPage<VinVehicle[]> | null }) {
  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: vinSelectionMessages.byVinTitle(identstring) },
        ]}
      />
      <h2 className={css.heading}>{vinSelectionMessages.byVinTitle(identstring)}</h2>
      <VinSearchForm key={identstring} initial={identstring} />
      {page ? <VinResults page={page} /> : <Notice tone="error">{vinSelectionMessages.vinInvalid}</Notice>}
    </>
  );
}
