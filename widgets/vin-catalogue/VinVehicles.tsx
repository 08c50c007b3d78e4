import { portalPath, vinCataloguePage, vinCataloguesPage, vinGroupsPage } from '@portal/core/paths';
import { loadVinVehicles, type VinVehicle, vinMessages } from '@portal/core/vin';
import { Notice, PortalLink } from '@portal/ui';
import { useVinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinPageStatus } from './VinPageStatus';

/** Vehicles with name, brand, catalogue and attributes (doc 2 §2.18); a name leads to its parts. */
export function VinVehicleTable({ vehicles }: { vehicles: readonly VinVehicle[] }) {
  return (
    <table className={css.vehicles} part="vehicles">
      <thead className={css.vehicleHead}>
        <tr>
          <th className={css.headCell} scope="col">
            {vinMessages.vehicle}
          </th>
          <th className={css.headCell} scope="col">
            {vinMessages.brand}
          </th>
          <th className={css.headCell} scope="col">
            {vinMessages.catalogue}
          </th>
          <th className={css.headCell} scope="col">
            {vinMessages.attributes}
          </th>
        </tr>
      </thead>
      <tbody>
        {vehicles.map((vehicle) => (
          <tr key={`${vehicle.catalogue}|${vehicle.id}`} className={css.vehicleRow} part="vehicle">
            <td className={css.cell}>
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
            <td className={css.cell}>
              <span className={css.cellLabel}>{vinMessages.brand}: </span>
              {vehicle.brand}
            </td>
            <td className={css.cell}>
              <span className={css.cellLabel}>{vinMessages.catalogue}: </span>
              {vehicle.catalogue}
            </td>
            <td className={css.cell}>
              <ul className={css.attributes}>
                {vehicle.attributes.map((attribute) => (
                  <li key={attribute.key}>
                    <span className={css.attributeName}>{attribute.name || attribute.key}:</span>{' '}
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
export function VinVehicles({ code, ssd }: { code: string; ssd: string }) {
  const page = useVinPage(`${code}|${ssd}`, (api, signal) => loadVinVehicles(api, { code, ssd }, signal));
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  const { catalogue, vehicles } = page.value;
  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: catalogue.name, path: portalPath(vinCataloguePage, { code, ssd }) },
          { label: vinMessages.vehiclesTitle(catalogue.name) },
        ]}
      />
      <h2 className={css.heading}>{vinMessages.vehiclesTitle(catalogue.name)}</h2>
      {vehicles.length > 0 ? (
        <VinVehicleTable vehicles={vehicles} />
      ) : (
        <Notice>{vinMessages.noVehicles}</Notice>
      )}
    </>
  );
}
