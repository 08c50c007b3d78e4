import {
  DELIVERY_MAP,
  type DeliveryCity,
  deliveryMessages as delivery,
  MAP_ZOOM,
  PAN_STEP,
  pannedCenter,
  placeTowns,
  SCHEDULE_DAYS,
  zoomedViewBox,
} from '@portal/core/content';
import { type KeyboardEvent, type PointerEvent, useCallback, useId, useMemo, useRef, useState } from 'react';
import * as css from './DeliveryMap.css';
import { ZoomButtons } from './ZoomButtons';

/** How far (screen pixels) a pointer moves before a press is a drag rather than a click on a town. */
const DRAG_THRESHOLD = 4;

const ARROWS: Readonly<Record<string, readonly [number, number]>> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

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
 * it with Tab, or its name, shows its weekly schedule beside the map. Zoom keeps the spec's levels
 * (default 7, 2 to 18) around the chosen town; a zoomed map pans by dragging and by the arrow keys.
 */
export function DeliveryMap({ cities }: { cities: readonly DeliveryCity[] }) {
  const towns = useMemo(() => placeTowns(cities), [cities]);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const [zoom, setZoom] = useState<number>(MAP_ZOOM.delivery);
  // Where the map was panned to; choosing a town centres the map on it again.
  const [panned, setPanned] = useState<{ x: number; y: number } | null>(null);
  const drag = useRef<{ x: number; y: number; center: { x: number; y: number }; moved: boolean } | null>(
    null,
  );
  const dragEnded = useRef(false);
  const scheduleId = useId();
  const hintId = useId();
  const chosen = towns.find((town) => town.id === chosenId) ?? null;
  const { size } = DELIVERY_MAP;
  const box = zoomedViewBox(
    size,
    zoom,
    MAP_ZOOM.delivery,
    panned ?? chosen ?? { x: size.width / 2, y: size.height / 2 },
  );
  const shownCenter = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const choose = (id: string) => {
    setChosenId(id);
    setPanned(null);
  };
  const drawn = useDrawnWidth(size.width);
  // Map units per screen pixel: points and names keep their size on screen whatever the zoom.
  const unit = box.width / drawn.width;
  // Past this a name would be written over its neighbours: only the chosen town's shows.
  const namesFit = unit <= MAX_UNITS_PER_PIXEL;

  const onPointerDown = (event: PointerEvent<SVGSVGElement>) => {
    drag.current = { x: event.clientX, y: event.clientY, center: shownCenter, moved: false };
  };
  const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
    const start = drag.current;
    if (!start) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    if (!start.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    if (!start.moved) event.currentTarget.setPointerCapture(event.pointerId);
    start.moved = true;
    setPanned(pannedCenter(start.center, { x: -dx * unit, y: -dy * unit }, size));
  };
  const onPointerUp = (event: PointerEvent<SVGSVGElement>) => {
    dragEnded.current = drag.current?.moved ?? false;
    if (dragEnded.current) event.currentTarget.releasePointerCapture(event.pointerId);
    drag.current = null;
  };
  // The arrows pan wherever the focus is in the map (a town, a zoom button).
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const [x, y] = arrow;
    setPanned(pannedCenter(shownCenter, { x: x * box.width * PAN_STEP, y: y * box.height * PAN_STEP }, size));
  };

  return (
    <div className={css.layout}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the keys come from the towns and buttons inside; the frame only pans. */}
      <div className={css.frame} onKeyDown={onKeyDown}>
        <svg
          ref={drawn.ref}
          className={css.map}
          viewBox={`${box.x} ${box.y} ${box.width} ${box.height}`}
          aria-label={delivery.map}
          aria-describedby={hintId}
          data-zoomed={zoom > MAP_ZOOM.delivery || undefined}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
          onClickCapture={(event) => {
            // The end of a drag is not a click on the town under it.
            if (dragEnded.current) event.stopPropagation();
            dragEnded.current = false;
          }}
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
              onFocus={() => choose(town.id)}
              onClick={() => choose(town.id)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' || event.key === ' ') {
                  event.preventDefault();
                  choose(town.id);
                }
              }}
            >
              <circle cx={town.x} cy={town.y} r={5 * unit} className={css.point} strokeWidth={1.5 * unit} />
              {(namesFit || town.id === chosenId) && (
                <text
                  x={town.x + (town.labelLeft ? -7 : 7) * unit}
                  y={town.y - 5 * unit}
                  fontSize={12 * unit}
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
        <p id={hintId} className={css.panHint}>
          {delivery.panHint}
        </p>
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
