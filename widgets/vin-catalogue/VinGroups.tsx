import type { AddToBasketDetail } from '@portal/core/basket';
import { loadQuickGroups } from '@portal/core/vin';
import { loadOnDemand } from '@portal/ui';
import { useVinPage } from './useVinPage';
import { VinPartFailed, VinPartPending } from './VinPageStatus';

export interface VinGroupsRequest {
  code: string;
  vid: string;
  ssd: string;
  /** The group whose parts are shown (the page's `gid` query); '' for none yet. */
  gid: string;
}

const VinGroupsView = loadOnDemand(() => import('./VinGroupsView').then((module) => module.VinGroupsView), {
  pending: VinPartPending,
  failed: VinPartFailed,
});

/**
 * /laximo-qgroups/{code}/{vid}/{ssd}/: the vehicle's quick groups, asked for while the view's code
 * (the tree, the group's parts) is fetched beside the call.
 */
export function VinGroups({
  request,
  onAddToBasket,
}: {
  request: VinGroupsRequest;
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}) {
  const { code, vid, ssd } = request;
  const page = useVinPage([code, vid, ssd].join('|'), (api, signal) =>
    loadQuickGroups(api, { code, vid, ssd }, signal),
  );
  return <VinGroupsView page={page} {...request} onAddToBasket={onAddToBasket} />;
}
