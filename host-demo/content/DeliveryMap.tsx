import {
  contentMessages,
  DELIVERY_MAP,
  type DeliveryCity,
  MAP_ZOOM,
  placeTowns,
  SCHEDULE_DAYS,
  zoomedViewBox,
} from '@portal/core/content';
import { useCallback, useId, useMemo, useRef, useState } from 'react';
import * as css from './DeliveryMap.css';
import { ZoomButtons } from './ZoomButtons';

const { delivery } = contentMessages;

/** Names are written next to every town while a map unit is at most this many screen pixels' worth. */
const MAX_UNITS_PER_PIXEL = 1.4;

/** The width the map is drawn at on screen, followed as the page resizes. */
function useDrawnWidth(initial: number) {
  const [width, setWidth] = useState(initial);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((svg: SVGSVGElement | null) => {
    observer.current?.disconnect();
    if (!svg) return;
    observer.current = new ResizeObserver(([entry]) => {
      if (entry && entry.contentRect.width > 0) setWidth(entry.contentRect.width);
    });
    observer.current.observe(svg);
  }, []);
  return { width, ref };
}

/**
 * The delivery map (doc 2 §2.15, DESIGN "Maps without a map service"): the region outlines drawn
 * at build time, the seven regions highlighted, the towns as points. Clicking a town, or reaching
 * it with Tab, shows its weekly schedule beside the map. Zoom keeps the spec's levels (default 7,
 * 2 to 18) around the chosen town.
 */
export function DeliveryMap({ cities }: { cities: readonly DeliveryCity[] }) {
  const towns = useMemo(() => placeTowns(cities), [cities]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.delivery);
  const scheduleId = useId();
  const chosen = towns.find((town) => town.id === chosenId) ?? null;
  const { size } = DELIVERY_MAP;
  const box = zoomedViewBox(
    size,
    zoom,
    MAP_ZOOM.delivery,
    chosen ?? { x: size.width / 2, y: size.height / 2 },
  );
  const drawn = useDrawnWidth(size.width);
  // Map units per screen pixel: points and names keep their size on screen whatever the zoom.
  const unit = box.width / drawn.width;
  // Past this a name would be written over its neighbours: only the chosen town's shows.
  const namesFit = unit <= MAX_UNITS_PER_PIXEL;

  return (
    <div className={css.layout}>
      <div className={css.frame}>
        <svg
          ref={drawn.ref}
          className={css.map}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          aria-label={delivery.map}
        >
          {DELIVERY_MAP.regions.map((region) => (
            <path
              key={region.code}
              d={region.path}
              className={region.highlighted ? css.highlighted : css.region}
              strokeWidth={unit}
            >
              <title>{region.name}</title>
            </path>
          ))}
          {towns.map((town) => (
            // biome-ignore lint/a11y/useSemanticElements: an SVG point has no button element; it acts as one.
            <g
              key={town.id}
              role="button"
              tabIndex={0}
              aria-label={town.name}
              className={css.town}
              aria-pressed={town.id === chosenId}
              aria-controls={scheduleId}
              onFocus={() => setChosenId(town.id)}
              onClick={() => setChosenId(town.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  setChosenId(town.id);
                }
              }}
            >
              <circle cx={town.x} cy={town.y} r={5 * unit} className={css.point} strokeWidth={1.5 * unit} />
              {(namesFit || town.id === chosenId) && (
                <text
                  x={town.x + (town.labelLeft ? -7 : 7) * unit}
                  y={town.y - 5 * unit}
                  fontSize={11 * unit}
                  textAnchor={town.labelLeft ? 'end' : 'start'}
                  className={css.label}
                >
                  {town.name}
                </text>
              )}
            </g>
          ))}
        </svg>
        <ZoomButtons zoom={zoom} onZoom={setZoom} />
      </div>
      <section id={scheduleId} className={css.schedule} aria-live="polite" aria-label={delivery.schedule}>
        {chosen ? (
          <>
            <h3 className={css.townName}>{chosen.name}</h3>
            <p className={css.townRegion}>{chosen.region}</p>
            <ul className={css.days}>
              {SCHEDULE_DAYS.map((day, index) => (
                <li key={day} className={chosen.days[index] ? css.on : css.off}>
                  <span className={css.day}>{day}</span>
                  {chosen.days[index] ? delivery.deliveryDay : delivery.noDelivery}
                </li>
              ))}
            </ul>
          </>
        ) : (
          <p className={css.hint}>{delivery.chooseTown}</p>
        )}
      </section>
    </div>
  );
}
