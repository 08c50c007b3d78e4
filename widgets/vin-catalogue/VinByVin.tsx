import { portalPath, vinCataloguesPage } from '@portal/core/paths';
import { findVehiclesByVin, vinMessages, vinSearchValue } from '@portal/core/vin';
import { Notice } from '@portal/ui';
import { useVinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';
import { VinSearchForm } from './VinSearchForm';
import { VinVehicleTable } from './VinVehicles';

function VinResults({ identstring }: { identstring: string }) {
  const page = useVinPage(identstring, (api, signal) => findVehiclesByVin(api, identstring, signal));
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  if (page.value.length > 0) return <VinVehicleTable vehicles={page.value} />;
  return (
    <Notice part="empty">
      <strong>{vinMessages.vinNothingFound}</strong> {vinMessages.vinNothingFoundAdvice}
    </Notice>
  );
}

/**
 * /laximo-vin/{identstring}/: the vehicles a VIN or frame number identifies, with the field to try
 * another. An identstring that is neither is not sent (doc 2 §4): the field says why.
 */
export function VinByVin({ identstring = '' }: { identstring?: string }) {
  const value = vinSearchValue(identstring);
  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: vinMessages.byVinTitle(identstring) },
        ]}
      />
      <h2 className={css.heading}>{vinMessages.byVinTitle(identstring)}</h2>
      <VinSearchForm key={identstring} initial={identstring} />
      {value === null ? (
        <Notice tone="error">{vinMessages.vinInvalid}</Notice>
      ) : (
        <VinResults identstring={value} />
      )}
    </>
  );
}
