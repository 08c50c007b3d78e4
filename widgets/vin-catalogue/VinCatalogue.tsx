import type { AddToBasketDetail } from '@portal/core/basket';
import { COMPANY_REQUEST_PATH, loginPage } from '@portal/core/paths';
import { anonymousMessages } from '@portal/core/session';
import {
  findVehiclesByVin,
  loadQuickGroups,
  loadVinCatalogues,
  loadVinUnit,
  loadVinVehicles,
  loadVinWizard,
  vinMessages,
  vinPageName,
  vinSearchValue,
} from '@portal/core/vin';
import { loadOnDemand, Notice, PortalLink, useSession, useStore } from '@portal/ui';
import { type ComponentType, useEffect } from 'react';
import { useVinPage, type VinPage as VinPageData } from './useVinPage';
import { VinByVin } from './VinByVin';
import * as css from './VinCatalogue.css';
import { VinCatalogueList } from './VinCatalogueList';
import { VinPartFailed } from './VinPartFailed';
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
  /**
   * A VIN or frame number to look up (`vin`, or the element's `findVin()`): shows its vehicles
   * whatever `view` says, as a site's own search box asks. Defaults to none.
   */
  vin?: string;
  /** The quick group's callouts to light (`coi`, '3,7'): unit. Defaults to none. */
  coi?: string;
  /** The callout to lock as the unit opens (`callout`): unit. Defaults to none. */
  callout?: string;
  /**
   * React only: the locked callout changed (`null`: released), for the page to keep it in its link
   * (the portal's `?callout=`). Defaults to none.
   */
  onCalloutChange?: (code: string | null) => void;
  /**
   * React only: what the page shows once its data came (a catalogue, a car, a unit and its car;
   * `null` while loading), for the page to name itself by it. Defaults to none.
   */
  onPageName?: (name: string | null) => void;
  /** Called after the server accepted an addition (element: `portal-add-to-basket`). */
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}

type OnAdd = Pick<VinCatalogueProps, 'onAddToBasket'>;
type OnName = Pick<VinCatalogueProps, 'onPageName'>;

/** Tells the page what it shows once its data came (vinPageName), and `null` while it loads. */
function usePageName<T extends Parameters<typeof vinPageName>[0]>(
  page: VinPageData<T>,
  { onPageName }: OnName,
): void {
  const name = page.status === 'ready' && page.value ? vinPageName(page.value) : null;
  useEffect(() => {
    onPageName?.(name);
  }, [name, onPageName]);
}

/**
 * While a view's code comes: the words without a live region. The view says 'Загрузка…' itself
 * while its data comes, and a second region saying it again was read twice (issue 43).
 */
function Loading() {
  return <p className={css.muted}>{vinMessages.loading}</p>;
}

/**
 * A vehicle's view, its groups or one of its units (with the parts table both show), whose code is
 * fetched at its first render; the lists and the selection come with the widget. The page's call
 * starts in this file at the same time, so neither waits for the other.
 */
function view<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  return loadOnDemand(load, { pending: Loading, failed: VinPartFailed });
}

const Groups = view(() => import('./VinGroupsView').then((module) => module.VinGroupsView));
const Unit = view(() => import('./VinUnitView').then((module) => module.VinUnitView));

function CataloguesPage() {
  return <VinCatalogueList page={useVinPage('laximo-main', loadVinCatalogues)} />;
}

function CataloguePage({ code, ssd, onPageName }: { code: string; ssd: string } & OnName) {
  const page = useVinPage(`${code}|${ssd}`, (api, signal) => loadVinWizard(api, { code, ssd }, signal));
  usePageName(page, { onPageName });
  return <VinWizard page={page} code={code} />;
}

function VehiclesPage({ code, ssd, onPageName }: { code: string; ssd: string } & OnName) {
  const page = useVinPage(`${code}|${ssd}`, (api, signal) => loadVinVehicles(api, { code, ssd }, signal));
  usePageName(page, { onPageName });
  return <VinVehicles page={page} code={code} ssd={ssd} />;
}

function ByVinResultsPage({ identstring }: { identstring: string }) {
  const page = useVinPage(identstring, (api, signal) => findVehiclesByVin(api, identstring, signal));
  return <VinByVin identstring={identstring} page={page} />;
}

/** A VIN or frame number is searched; anything else is explained and never sent (doc 2 §4). */
function ByVinPage({ identstring }: { identstring: string }) {
  const value = vinSearchValue(identstring);
  return value === null ? (
    <VinByVin identstring={identstring} page={null} />
  ) : (
    <ByVinResultsPage identstring={value} />
  );
}

function GroupsPage({
  code,
  vid,
  ssd,
  gid,
  onAddToBasket,
  onPageName,
}: { code: string; vid: string; ssd: string; gid: string } & OnAdd & OnName) {
  const page = useVinPage([code, vid, ssd].join('|'), (api, signal) =>
    loadQuickGroups(api, { code, vid, ssd }, signal),
  );
  usePageName(page, { onPageName });
  return <Groups page={page} code={code} vid={vid} ssd={ssd} gid={gid} onAddToBasket={onAddToBasket} />;
}

type UnitLink = Pick<VinCatalogueProps, 'coi' | 'callout' | 'onCalloutChange'>;

function UnitPage(
  props: { code: string; vid: string; uid: string; gid: string; ssd: string } & OnAdd & UnitLink & OnName,
) {
  const { code, vid, uid, gid, ssd, onPageName, ...rest } = props;
  const page = useVinPage([code, vid, uid, gid, ssd].join('|'), (api, signal) =>
    loadVinUnit(api, { code, vid, uid, gid, ssd }, signal),
  );
  usePageName(page, { onPageName });
  return <Unit page={page} gid={gid} {...rest} />;
}

function SignInNotice() {
  return (
    <Notice part="anonymous">
      <strong>{anonymousMessages.title}</strong> {anonymousMessages.text}{' '}
      <PortalLink path={COMPANY_REQUEST_PATH} className={css.noticeLink}>
        {anonymousMessages.becomeClient}
      </PortalLink>
      {' · '}
      <PortalLink path={loginPage.pattern} className={css.noticeLink}>
        {anonymousMessages.signIn}
      </PortalLink>
    </Notice>
  );
}

function VinPage(props: VinCatalogueProps) {
  const {
    view: name,
    code = '',
    ssd = '',
    vid = '',
    uid = '',
    gid = '',
    identstring = '',
    vin,
    onAddToBasket,
    coi,
    callout,
    onCalloutChange,
    onPageName,
  } = props;
  if (vin) return <ByVinPage identstring={vin} />;
  if (name === 'catalogue' && code) return <CataloguePage code={code} ssd={ssd} onPageName={onPageName} />;
  if (name === 'vehicles' && code && ssd)
    return <VehiclesPage code={code} ssd={ssd} onPageName={onPageName} />;
  if (name === 'vin') return <ByVinPage identstring={identstring} />;
  if (name === 'groups' && code && vid && ssd)
    return <GroupsPage {...{ code, vid, ssd, gid, onAddToBasket, onPageName }} />;
  if (name === 'unit' && code && vid && uid && ssd)
    return (
      <UnitPage {...{ code, vid, uid, gid, ssd, onAddToBasket, coi, callout, onCalloutChange, onPageName }} />
    );
  return <CataloguesPage />;
}

/**
 * `<portal-vin-catalogue>` (doc 2 §2.18): the online OEM catalogues — VIN/frame search, vehicle
 * selection, vehicles, quick groups with their search, units with their diagrams and parts, our
 * stock of each part with 'В корзину'. Nothing is asked before the client signs in.
 */
export function VinCatalogue(props: VinCatalogueProps) {
  const signedIn = useStore(useSession().$signedIn);
  return (
    <div className={css.root} part="vin-catalogue">
      {signedIn ? <VinPage {...props} /> : <SignInNotice />}
    </div>
  );
}
