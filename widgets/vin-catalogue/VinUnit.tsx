import type { AddToBasketDetail } from '@portal/core/basket';
import { loadVinUnit } from '@portal/core/vin';
import { loadOnDemand } from '@portal/ui';
import { useVinPage } from './useVinPage';
import { VinPartFailed, VinPartPending } from './VinPageStatus';

export interface VinUnitRequest {
  code: string;
  vid: string;
  uid: string;
  gid: string;
  ssd: string;
}

const VinUnitView = loadOnDemand(() => import('./VinUnitView').then((module) => module.VinUnitView), {
  pending: VinPartPending,
  failed: VinPartFailed,
});

/**
 * /laximo-unit/{code}/{vid}/{uid}/{gid}/{cid}/{ssd}/: the unit's page data, asked for while the
 * view's code (the diagram, the parts table) is fetched beside it.
 */
export function VinUnit({
  request,
  onAddToBasket,
}: {
  request: VinUnitRequest;
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}) {
  const { code, vid, uid, gid, ssd } = request;
  const page = useVinPage([code, vid, uid, gid, ssd].join('|'), (api, signal) =>
    loadVinUnit(api, { code, vid, uid, gid, ssd }, signal),
  );
  return <VinUnitView page={page} gid={gid} onAddToBasket={onAddToBasket} />;
}
