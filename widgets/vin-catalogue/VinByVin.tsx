import { portalPath, vinCataloguesPage } from '@portal/core/paths';
import { findVehiclesByVin, vinMessages, vinSearchValue } from '@portal/core/vin';
import { useVinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';
import { VinSearchForm } from './VinSearchForm';
import { VinVehicleTable } from './VinVehicles';

function VinResults({ identstring }: { identstring: string }) {
  const { state, retry } = useVinPage(identstring, (session, signal) =>
    findVehiclesByVin(session, identstring, signal),
  );
  if (state.status !== 'ready') return <VinPageStatus state={state} retry={retry} />;
  if (state.data.length > 0) return <VinVehicleTable vehicles={state.data} />;
  return (
    <div className={css.notice} role="status" part="empty">
      <p className={css.subheading}>{vinMessages.vinNothingFound}</p>
      <p className={css.muted}>{vinMessages.vinNothingFoundAdvice}</p>
    </div>
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
        <p className={css.fieldError} role="alert">
          {vinMessages.vinInvalid}
        </p>
      ) : (
        <VinResults identstring={value} />
      )}
    </>
  );
}
