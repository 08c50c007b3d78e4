import { portalPath, vinByVinPage } from '@portal/core/paths';
import { typedVehicleIdent, vehicleOfferMessage } from '@portal/core/search';
import { PortalLink } from '../hooks/navigation';
import * as css from './VehicleOffer.css';

/**
 * A VIN or frame number searched for (issue 44): above the results, which find no article of it,
 * the link to that car in the online catalogues, as the quick search offers it. Nothing for any
 * other query.
 */
export function VehicleOffer({ query }: { query: string }) {
  const vehicle = typedVehicleIdent(query);
  if (!vehicle) return null;
  return (
    <p className={css.offer} part="vehicle-offer">
      <PortalLink path={portalPath(vinByVinPage, { identstring: vehicle.value })} className={css.link}>
        {vehicleOfferMessage(vehicle.kind, vehicle.value)}
      </PortalLink>
    </p>
  );
}
