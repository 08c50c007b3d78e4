import { portalPath, vinByVinPage } from '@portal/core/paths';
import { vehicleOfferMessage } from '@portal/core/search';
import { PortalLink } from '@portal/ui';
import * as css from './QuickSearchHitList.css';

export interface QuickSearchVehicleOfferProps {
  id: string;
  /** The VIN or frame number typed in the box (core `typedVehicleIdent`). */
  vehicle: { kind: 'vin' | 'frame'; value: string };
  /** The arrow keys are on it. */
  active: boolean;
  linkTo: (path: string) => string;
  onChoose: () => void;
}

/**
 * A VIN or frame number typed into the box (issues 23, 44): the online catalogue for that car, the
 * listbox's first option, above the hits. It comes with the suggestions' code, so the CMS header
 * does not carry it.
 */
export function QuickSearchVehicleOffer({
  id,
  vehicle,
  active,
  linkTo,
  onChoose,
}: QuickSearchVehicleOfferProps) {
  const path = portalPath(vinByVinPage, { identstring: vehicle.value });
  return (
    <PortalLink
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
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
