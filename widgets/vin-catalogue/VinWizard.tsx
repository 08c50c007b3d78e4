import { portalPath, vinCataloguePage, vinCataloguesPage, vinVehiclesPage } from '@portal/core/paths';
import { loadVinWizard, type VinCondition, vinMessages } from '@portal/core/vin';
import { PortalLink } from '@portal/ui';
import { useVinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';

function ConditionStep({ code, condition }: { code: string; condition: VinCondition }) {
  if (condition.value !== null)
    return (
      <div className={css.condition} part="condition">
        <span className={css.conditionName}>{condition.name}</span>
        <div className={css.conditionValue}>
          <strong>{condition.value}</strong>
          {condition.resetSsd !== null && (
            <PortalLink
              path={portalPath(vinCataloguePage, { code, ssd: condition.resetSsd })}
              className={css.link}
              aria-label={vinMessages.change(condition.name)}
            >
              {vinMessages.changeShort}
            </PortalLink>
          )}
        </div>
      </div>
    );
  // Each option is a link to the step after it: no select that navigates as its arrows move.
  return (
    <fieldset className={css.condition} part="condition">
      <legend className={css.conditionName}>{condition.name}</legend>
      <ul className={css.options}>
        {condition.options.map((option) => (
          <li key={option.ssd}>
            <PortalLink path={portalPath(vinCataloguePage, { code, ssd: option.ssd })} className={css.option}>
              {option.name}
            </PortalLink>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** /laximo-catalog/{code}/{ssd}/: the vehicle selection, one condition after another (doc 2 §2.18). */
export function VinWizard({ code, ssd = '' }: { code: string; ssd?: string }) {
  const page = useVinPage(`${code}|${ssd}`, (api, signal) => loadVinWizard(api, { code, ssd }, signal));
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  const wizard = page.value;
  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: wizard.catalogue.name },
        ]}
      />
      <h2 className={css.heading}>{vinMessages.wizardTitle(wizard.catalogue.name)}</h2>
      <p className={css.muted}>{vinMessages.wizardHint}</p>
      <div className={css.conditions}>
        {wizard.conditions.map((condition) => (
          <ConditionStep key={condition.id} code={code} condition={condition} />
        ))}
      </div>
      {wizard.canListVehicles && wizard.ssd !== '' ? (
        <div>
          <PortalLink
            path={portalPath(vinVehiclesPage, { code, ssd: wizard.ssd })}
            className={css.primary}
            part="show-vehicles"
          >
            {vinMessages.showVehicles}
          </PortalLink>
        </div>
      ) : (
        <p className={css.muted}>{vinMessages.wizardNarrower}</p>
      )}
    </>
  );
}
