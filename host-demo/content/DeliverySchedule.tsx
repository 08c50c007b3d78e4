import {
  type DeliveryCity,
  deliveryMessages as delivery,
  SCHEDULE_DAYS,
  townsByRegion,
} from '@portal/core/content';
import { useScrollsSideways } from '@portal/ui';
import { useRef } from 'react';
import { visuallyHidden } from '../shell/visuallyHidden.css';
import * as css from './DeliverySchedule.css';

/** The weekly schedule per town, Monday to Saturday (doc 2 §2.15), grouped by region. */
export function DeliverySchedule({ cities }: { cities: readonly DeliveryCity[] }) {
  const box = useRef<HTMLElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    // Scrolls sideways when the table is wider than the screen: then focusable, so the keyboard can
    // scroll it too. A figure, not a region: the map's panel beside it is the region of that name.
    <figure
      ref={box}
      className={css.scroll}
      aria-label={delivery.schedule}
      tabIndex={scrolls ? 0 : undefined}
    >
      <table className={css.table}>
        <caption className={css.caption}>{delivery.schedule}</caption>
        <thead>
          <tr>
            <th scope="col">{delivery.town}</th>
            {SCHEDULE_DAYS.map((day) => (
              <th key={day} scope="col" className={css.dayHead}>
                {day}
              </th>
            ))}
          </tr>
        </thead>
        {townsByRegion(cities).map(({ region, towns }) => (
          <tbody key={region}>
            <tr>
              <th scope="colgroup" colSpan={SCHEDULE_DAYS.length + 1} className={css.region}>
                {region}
              </th>
            </tr>
            {towns.map((town) => (
              <tr key={town.id}>
                <th scope="row" className={css.town}>
                  {town.name}
                </th>
                {SCHEDULE_DAYS.map((day, index) => (
                  <td key={day} className={css.day}>
                    {town.days[index] ? (
                      <span className={css.yes} title={delivery.deliveryDay}>
                        <span aria-hidden="true">●</span>
                        <span className={visuallyHidden}>{delivery.deliveryDay}</span>
                      </span>
                    ) : (
                      <span className={css.no} title={delivery.noDelivery}>
                        <span aria-hidden="true">—</span>
                        <span className={visuallyHidden}>{delivery.noDelivery}</span>
                      </span>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </figure>
  );
}
