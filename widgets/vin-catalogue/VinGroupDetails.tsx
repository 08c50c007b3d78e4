import type { AddToBasketDetail } from '@portal/core/basket';
import { productPageBasketAddition } from '@portal/core/basket';
import { portalPath, vinUnitPage } from '@portal/core/paths';
import { groupCallouts, loadQuickDetails, partRows, vinGroupMessages, vinMessages } from '@portal/core/vin';
import { Notice, PortalLink, Toast, useAddToBasket } from '@portal/ui';
import { useVinPage } from './useVinPage';
import * as css from './VinCatalogue.css';
import * as groupCss from './VinGroups.css';
import { VinPageStatus } from './VinPageStatus';
import { VinPartsTable } from './VinPartsTable';

interface VinGroupDetailsProps {
  code: string;
  vid: string;
  ssd: string;
  gid: string;
  groupName: string;
  onAddToBasket?: (detail: AddToBasketDetail) => void;
}

/**
 * A quick group's parts (backend.listquickdetail.json): its categories, their units with a picture
 * that opens the unit's diagram, and in each the group's parts.
 */
export function VinGroupDetails({ code, vid, ssd, gid, groupName, onAddToBasket }: VinGroupDetailsProps) {
  const page = useVinPage([code, vid, ssd, gid].join('|'), (api, signal) =>
    loadQuickDetails(api, { code, vid, ssd, gid }, signal),
  );
  const adder = useAddToBasket(onAddToBasket);
  const { put } = adder;
  return (
    <section className={groupCss.details} aria-label={groupName} part="group-details">
      <h3 className={css.subheading}>{groupName}</h3>
      {page.status !== 'ready' || page.value === null ? (
        <VinPageStatus page={page} />
      ) : page.value.length === 0 ? (
        <Notice>{vinGroupMessages.groupEmpty}</Notice>
      ) : (
        page.value.map((category) => (
          <div key={category.id} className={groupCss.category}>
            <h4 className={groupCss.categoryName}>{category.name}</h4>
            {category.units.map((unit) => {
              // The group's callouts travel with the link (`coi`): the unit opens with them lit.
              const path = portalPath(
                vinUnitPage,
                { code, vid, uid: unit.id, gid, cid: category.id, ssd: unit.ssd },
                { coi: groupCallouts(unit.parts) || null },
              );
              return (
                <article key={unit.id} className={groupCss.unit} part="unit">
                  {unit.imageUrl && (
                    <PortalLink path={path} className={groupCss.unitPicture} tabIndex={-1} aria-hidden="true">
                      <img
                        className={groupCss.unitImage}
                        src={unit.imageUrl}
                        alt=""
                        width={180}
                        height={135}
                        loading="lazy"
                      />
                    </PortalLink>
                  )}
                  <div className={groupCss.unitBody}>
                    <PortalLink path={path} className={css.link} part="unit-link">
                      <strong>{unit.name}</strong>
                    </PortalLink>
                    <span className={css.muted}>
                      {vinMessages.unitCode}: {unit.code}
                    </span>
                    <VinPartsTable
                      label={unit.name}
                      rows={partRows(unit.parts)}
                      onAdd={(product, quantity) => put(productPageBasketAddition(product, quantity))}
                    />
                  </div>
                </article>
              );
            })}
          </div>
        ))
      )}
      <Toast message={adder.toast} onClose={adder.closeToast} />
    </section>
  );
}
