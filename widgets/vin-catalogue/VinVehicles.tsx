import { portalPath, vinCataloguePage, vinCataloguesPage, vinGroupsPage } from '@portal/core/paths';
import { type VinVehicle, type VinVehiclesPage, vinMessages, vinSelectionMessages } from '@portal/core/vin';
import { Notice, PortalLink } from '@portal/ui';
import type { VinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';
import { VinTableHead } from './VinTableHead';
import * as vehicleCss from './VinVehicles.css';

/** Vehicles with name, brand, catalogue and attributes (doc 2 §2.18); a name leads to its parts. */
export function VinVehicleTable({ vehicles }: { vehicles: readonly VinVehicle[] }) {
  return (
    <table className={vehicleCss.vehicles} part="vehicles">
      <VinTableHead
        titles={[
          vinSelectionMessages.vehicle,
          vinSelectionMessages.brand,
          vinSelectionMessages.catalogue,
          vinSelectionMessages.attributes,
        ]}
        className={vehicleCss.vehicleHead}
        cellClassName={vehicleCss.headCell}
      />
      <tbody>
        {vehicles.map((vehicle) => (
          <tr key={`${vehicle.catalogue}|${vehicle.id}`} className={vehicleCss.vehicleRow} part="vehicle">
            <td className={vehicleCss.cell}>
              <PortalLink
                path={portalPath(vinGroupsPage, {
                  code: vehicle.catalogue,
                  vid: vehicle.id,
                  ssd: vehicle.ssd,
                })}
                className={css.link}
              >
                <strong>{vehicle.name}</strong>
              </PortalLink>
            </td>
            <td className={vehicleCss.cell}>
              <span className={vehicleCss.cellLabel}>{vinSelectionMessages.brand}: </span>
              {vehicle.brand}
            </td>
            <td className={vehicleCss.cell}>
              <span className={vehicleCss.cellLabel}>{vinSelectionMessages.catalogue}: </span>
              {vehicle.catalogue}
            </td>
            <td className={vehicleCss.cell}>
              <ul className={vehicleCss.attributes}>
                {vehicle.attributes.map((attribute) => (
                  <li key={attribute.key}>
                    <span className={vehicleCss.attributeName}>{attribute.name || attribute.key}:</span>{' '}
                    {attribute.value}
                  </li>
                ))}
              </ul>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** /laximo-vehicles/{code}/{ssd}/: the vehicles the selection leads to. */
export function VinVehicles({
  page,
  code,
  ssd,
}: {
  page: VinPage<VinVehiclesPage>;
  code: string;
  ssd: string;
}) {
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  const { catalogue, vehicles } = page.value;
  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: catalogue.name, path: portalPath(vinCataloguePage, { code, ssd }) },
          { label: vinSelectionMessages.vehiclesTitle(catalogue.name) },
        ]}
      />
      <h2 className={css.heading}>{vinSelectionMessages.vehiclesTitle(catalogue.name)}</h2>
      {vehicles.length > 0 ? (
        <VinVehicleTable vehicles={vehicles} />
      ) : (
        <Notice>{vinSelectionMessages.noVehicles}</Notice>
      )}
    </>
  );
}
