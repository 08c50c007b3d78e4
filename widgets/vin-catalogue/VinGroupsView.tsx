import type { AddToBasketDetail } from '@portal/core/basket';
import { portalPath, vinCataloguePage, vinCataloguesPage, vinGroupsPage } from '@portal/core/paths';
import {
  findQuickGroup,
  type QuickGroup,
  type VinQuickGroups,
  vinGroupMessages,
  vinMessages,
} from '@portal/core/vin';
import { Notice } from '@portal/ui';
import { useCallback } from 'react';
import type { VinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import { VinCrumbs } from './VinCrumbs';
import { VinGroupDetails } from './VinGroupDetails';
import * as groupCss from './VinGroups.css';
import { VinGroupTree } from './VinGroupTree';
import { VinPageStatus } from './VinPageStatus';

/**
 * A vehicle's quick-group tree with its search, and the parts of the group chosen in it (doc 2
 * §2.18). Its code is fetched beside the page's call, so it shows that call's state too.
 */
export function VinGroupsView({
  page,
  code,
  vid,
  ssd,
  gid,
  onAddToBasket,
}: {
  page: VinPage<VinQuickGroups>;
  code: string;
  vid: string;
  ssd: string;
  gid: string;
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}) {
  const pathOf = useCallback(
    (group: QuickGroup) => portalPath(vinGroupsPage, { code, vid, ssd }, { gid: group.id }),
    [code, vid, ssd],
  );
  if (page.status !== 'ready' || page.value === null) return <VinPageStatus page={page} />;
  const { catalogue, vehicle, groups } = page.value;
  const group = gid ? findQuickGroup(groups, gid) : null;
  return (
    <>
      <VinCrumbs
        items={[
          { label: vinMessages.catalogues, path: portalPath(vinCataloguesPage) },
          { label: catalogue.name, path: portalPath(vinCataloguePage, { code }) },
          { label: vehicle.name },
        ]}
      />
      <div>
        <h2 className={css.heading}>{vehicle.name}</h2>
        <p className={css.muted}>{vehicle.attributes.map((attribute) => attribute.value).join(' · ')}</p>
      </div>
      <div className={groupCss.layout}>
        <VinGroupTree groups={groups} selected={gid} pathOf={pathOf} />
        {group?.searchable ? (
          <VinGroupDetails
            code={code}
            vid={vid}
            ssd={ssd}
            gid={group.id}
            groupName={group.name}
            onAddToBasket={onAddToBasket}
          />
        ) : (
          <Notice>{vinGroupMessages.chooseGroup}</Notice>
        )}
      </div>
    </>
  );
}
