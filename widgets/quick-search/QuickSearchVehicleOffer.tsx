import { portalPath, vinByVinPage } from '@portal/core/paths';
import { typedVehicleIdent, vehicleOfferMessage } from '@portal/core/search';
import { PortalLink } from '@portal/ui';
import * as css from './QuickSearchHitList.css';

export interface QuickSearchVehicleOfferProps {
  /** What is typed in the box. */
  text: string;
  linkTo: (path: string) => string;
  onChoose: () => void;
}

/**
 * A VIN or frame number typed into the box (issue 23): the online catalogue for that car, above
 * the hits. It comes with the suggestions' code, so the CMS header does not carry it.
 */
export function QuickSearchVehicleOffer({ text, linkTo, onChoose }: QuickSearchVehicleOfferProps) {
  const vehicle = typedVehicleIdent(text);
  if (!vehicle) return null;
  const path = portalPath(vinByVinPage, { identstring: vehicle.value });
  return (
    <PortalLink
      path={path}
      url={linkTo(path)}
      className={css.vehicle}
      part="vehicle-offer"
      onClick={onChoose}
    >
      {vehicleOfferMessage(vehicle.kind, vehicle.value)}
    </PortalLink>
  );
}
