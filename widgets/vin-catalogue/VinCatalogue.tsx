import type { AddToBasketDetail } from '@portal/core/basket';
import { COMPANY_REQUEST_PATH, loginPage } from '@portal/core/paths';
import { anonymousMessages } from '@portal/core/session';
import { Notice, PortalLink, useSession, useStore } from '@portal/ui';
import { VinByVin } from './VinByVin';
import * as css from './VinCatalogue.css';
import { VinCatalogueList } from './VinCatalogueList';
import { VinGroups } from './VinGroups';
import { VinUnit } from './VinUnit';
import { VinVehicles } from './VinVehicles';
import { VinWizard } from './VinWizard';

export interface VinCatalogueProps {
  /**
   * Which page (`view`): `catalogues` (/laximo-catalogs/), `catalogue` (/laximo-catalog/…), `vehicles`,
   * `vin`, `groups` or `unit`. A view without the attributes it needs shows the catalogues.
   * Defaults to `catalogues`.
   */
  view?: string;
  /** The catalogue's code (`code`): catalogue, vehicles, groups, unit. */
  code?: string;
  /** The catalogue service's ssd (`ssd`): catalogue (optional), vehicles, groups, unit. */
  ssd?: string;
  /** The vehicle's id (`vid`): groups, unit. */
  vid?: string;
  /** The unit's id (`uid`): unit. */
  uid?: string;
  /** The quick group (`gid`): the one whose parts groups shows; unit's way back to it. */
  gid?: string;
  /** The VIN or frame number (`identstring`): vin. */
  identstring?: string;
  /** Called after the server accepted an addition (element: `portal:add-to-basket`). */
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}

function SignInNotice() {
  return (
    <Notice part="anonymous">
      <strong>{anonymousMessages.title}</strong> {anonymousMessages.text}{' '}
      <PortalLink path={COMPANY_REQUEST_PATH} className={css.link}>
        {anonymousMessages.becomeClient}
      </PortalLink>
      {' · '}
      <PortalLink path={loginPage.pattern} className={css.link}>
        {anonymousMessages.signIn}
      </PortalLink>
    </Notice>
  );
}

function VinPage(props: VinCatalogueProps) {
  const { view, code = '', ssd = '', vid = '', uid = '', gid = '', identstring = '', onAddToBasket } = props;
  if (view === 'catalogue' && code) return <VinWizard code={code} ssd={ssd} />;
  if (view === 'vehicles' && code && ssd) return <VinVehicles code={code} ssd={ssd} />;
  if (view === 'vin') return <VinByVin identstring={identstring} />;
  if (view === 'groups' && code && vid && ssd)
    return <VinGroups request={{ code, vid, ssd, gid }} onAddToBasket={onAddToBasket} />;
  if (view === 'unit' && code && vid && uid && ssd)
    return <VinUnit request={{ code, vid, uid, gid, ssd }} onAddToBasket={onAddToBasket} />;
  return <VinCatalogueList />;
}

/**
 * `<portal-vin-catalogue>` (doc 2 §2.18): the online OEM catalogues — VIN/frame search, vehicle
 * selection, vehicles, quick groups with their search, units with their diagrams and parts, our
 * stock of each part with 'В корзину'. Nothing is asked before the client signs in.
 */
export function VinCatalogue(props: VinCatalogueProps) {
  const signedIn = useStore(useSession().$tokens) !== null;
  return (
    <div className={css.root} part="vin-catalogue">
      {signedIn ? <VinPage {...props} /> : <SignInNotice />}
    </div>
  );
}
