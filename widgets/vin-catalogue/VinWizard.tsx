import { portalPath, vinCataloguePage, vinCataloguesPage, vinVehiclesPage } from '@portal/core/paths';
import {
  type VinCondition,
  type VinWizard as VinWizardData,
  vinMessages,
  vinSelectionMessages,
} from '@portal/core/vin';
import { PortalLink } from '@portal/ui';
import type { VinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';
import * as wizardCss from './VinWizard.css';

function ConditionStep({ code, condition }: { code: string; condition: VinCondition }) {
  if (condition.value !== null)
    return (
      <div className={wizardCss.condition} part="condition">
        <span className={wizardCss.conditionName}>{condition.name}</span>
        <div className={wizardCss.conditionValue}>
          <strong>{condition.value}</strong>
          {condition.resetSsd !== null && (
            <PortalLink
              path={portalPath(vinCataloguePage, { code, ssd: condition.resetSsd })}
              className={css.link}
              aria-label={vinSelectionMessages.change(condition.name)}
            >
              {vinSelectionMessages.changeShort}
            </PortalLink>
          )}
        </div>
      </div>
    );
  // Each option is a link to the step after it: no select that navigates as its arrows move.
  return (
    <fieldset className={wizardCss.condition} part="condition">
      <legend className={wizardCss.conditionName}>{condition.name}</legend>
      <ul className={wizardCss.options}>
        {condition.options.map((option) => (
          <li key={option.ssd}>
            <PortalLink
              path={portalPath(vinCataloguePage, { code, ssd: option.ssd })}
              className={wizardCss.option}
            >
              {option.name}
            </PortalLink>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** /laximo-catalog/{code}/{ssd}/: the vehicle selection, one condition after another (doc 2 §2.18). */
export function VinWizard({ page, code }: { page: VinPage<VinWizardData>; code: string }) {
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
      <h2 className={css.heading}>{vinSelectionMessages.wizardTitle(wizard.catalogue.name)}</h2>
      <p className={css.muted}>{vinSelectionMessages.wizardHint}</p>
      <div className={wizardCss.conditions}>
        {wizard.conditions.map((condition) => (
          <ConditionStep key={condition.id} code={code} condition={condition} />
        ))}
      </div>
      {wizard.canListVehicles && wizard.ssd !== '' ? (
        <div>
          <PortalLink
            path={portalPath(vinVehiclesPage, { code, ssd: wizard.ssd })}
            className={wizardCss.primary}
            part="show-vehicles"
          >
            {vinSelectionMessages.showVehicles}
          </PortalLink>
        </div>
      ) : (
        <p className={css.muted}>{vinSelectionMessages.wizardNarrower}</p>
      )}
    </>
  );
}
