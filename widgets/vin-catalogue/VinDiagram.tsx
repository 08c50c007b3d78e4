import {
  type DiagramFrame,
  type DiagramSelection,
  type DiagramView,
  doubleClickView,
  fitView,
  type Hotspot,
  highlightOf,
  hotspotNames,
  type Point,
  panBy,
  reframe,
  revealRect,
  scaleLimits,
  stepHotspot,
  vinMessages,
  wheelFactor,
  ZOOM_STEP,
  zoomAt,
  zoomCentre,
} from '@portal/core/vin';
import { Button } from '@portal/ui';
import {
  type CSSProperties,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import * as css from './VinDiagram.css';

interface VinDiagramProps {
  /** The picture's address; `null` when the unit has none. */
  imageUrl: string | null;
  unitName: string;
  /** The callouts that lead to rows, in the table's order (the keyboard's order). */
  hotspots: readonly Hotspot[];
  /** The part name of each callout number, for the hotspots' names. */
  names: ReadonlyMap<string, string>;
  selection: DiagramSelection;
  onPoint: (code: string | null) => void;
  onLock: (code: string) => void;
  /** Pans to this number's callout when it changes (the table locked a row). */
  reveal: { code: string } | null;
  /** Shown at the locked callout, over the picture: its parts to choose from. */
  chooser?: ReactNode;
}

/** A drag starts once the pointer moved this far; less is a click. */
const DRAG_THRESHOLD = 4;

const distance = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y);
const middle = (a: Point, b: Point): Point => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });

type Size = DiagramFrame['image'];

interface DiagramState {
  image: Size | null;
  viewport: Size | null;
  view: DiagramView | null;
}

type DiagramAction =
  | { type: 'image' | 'viewport'; size: Size }
  | { type: 'change'; change: (view: DiagramView, frame: DiagramFrame) => DiagramView };

/** Both sizes, once known; a hidden widget (no size) has no frame to zoom in. */
const frameOf = ({ image, viewport }: DiagramState): DiagramFrame | null =>
  image && viewport && viewport.width > 0 && viewport.height > 0 ? { image, viewport } : null;

function reduce(state: DiagramState, action: DiagramAction): DiagramState {
  if (action.type === 'change') {
    const frame = frameOf(state);
    return frame && state.view ? { ...state, view: action.change(state.view, frame) } : state;
  }
  const next = { ...state, [action.type]: action.size };
  const frame = frameOf(next);
  return frame ? { ...next, view: reframe(state.view, frameOf(state), frame) } : next;
}

/**
 * The chooser beside its callout as the picture shows it now: under it in the picture's upper half,
 * over it in the lower, across it kept inside the picture (narrower on a phone).
 */
function chooserPlace(hotspot: Hotspot, view: DiagramView, frame: DiagramFrame): CSSProperties {
  const x = view.x + ((hotspot.x1 + hotspot.x2) / 2) * view.scale;
  const y = view.y + ((hotspot.y1 + hotspot.y2) / 2) * view.scale;
  // A hotspot is at least 24 px on screen (VinDiagram.css), and the chooser keeps 4 px from it.
  const gap = Math.max((hotspot.y2 - hotspot.y1) * view.scale, 24) / 2 + 4;
  // The frame can be wider than the picture (its height is capped): the picture's width counts.
  const { width: room, height } = frame.viewport;
  // Wide enough for a part's offer (brand, stock, price) on one line.
  const width = Math.min(320, room - 16);
  return {
    width,
    left: Math.max(8, Math.min(x - width / 2, room - width - 8)),
    // Within the picture's height: the parts scroll inside when the room is short (a phone).
    ...(y < height / 2
      ? { top: y + gap, maxHeight: height - y - gap }
      : { bottom: height - y + gap, maxHeight: y - gap }),
  };
}

/**
 * A unit's diagram (doc 2 §2.18): the picture with its hotspots scaled with it. Wheel, pinch, the
 * buttons and + − 0 zoom from the whole picture to 1:1 around the pointer (or the middle); a drag
 * pans; a double click zooms in. Hotspots are one Tab stop; arrows move between them, Enter locks.
 */
export function VinDiagram(props: VinDiagramProps) {
  const { imageUrl, unitName, hotspots, names, selection, onPoint, onLock, reveal, chooser } = props;
  const helpId = useId();
  const labels = useMemo(() => hotspotNames(hotspots, names), [hotspots, names]);
  const viewportRef = useRef<HTMLDivElement>(null);
  const spotRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const [state, dispatch] = useReducer(reduce, { image: null, viewport: null, view: null });
  const [failed, setFailed] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [active, setActive] = useState(0);
  const frame = frameOf(state);
  const { view } = state;

  // The wheel's listener, outside React's render, reads the latest state here.
  const current = useRef(state);
  current.current = state;
  const update = useCallback(
    (change: (view: DiagramView, frame: DiagramFrame) => DiagramView) => dispatch({ type: 'change', change }),
    [],
  );

  useLayoutEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    dispatch({ type: 'viewport', size: { width: element.clientWidth, height: element.clientHeight } });
    // The observer's own figures (the box has no padding, nor scroll bars): a measure forced in its
    // callback sent 'ResizeObserver loop completed with undelivered notifications' to the page in WebKit.
    const observer = new ResizeObserver(([entry]) => {
      if (entry)
        dispatch({
          type: 'viewport',
          size: { width: entry.contentRect.width, height: entry.contentRect.height },
        });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const local = useCallback((event: { clientX: number; clientY: number }): Point => {
    const box = viewportRef.current?.getBoundingClientRect();
    return { x: event.clientX - (box?.left ?? 0), y: event.clientY - (box?.top ?? 0) };
  }, []);

  // A native listener: React's wheel listener is passive, so it could not keep the page still.
  useEffect(() => {
    const element = viewportRef.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      const now = frameOf(current.current);
      const shown = current.current.view;
      if (!now || !shown) return;
      const lines = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? 33 : 1;
      const next = zoomAt(shown, now, wheelFactor(event.deltaY * lines), local(event));
      // At a limit the wheel scrolls the page as usual.
      if (next.scale === shown.scale) return;
      event.preventDefault();
      update(() => next);
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, [local, update]);

  const revealCode = useCallback(
    (index: number) => {
      const hotspot = hotspots[index];
      if (hotspot) update((shown, now) => revealRect(shown, now, hotspot));
    },
    [hotspots, update],
  );

  useEffect(() => {
    if (!reveal) return;
    const index = hotspots.findIndex((hotspot) => hotspot.code === reveal.code);
    if (index < 0) return;
    setActive(index);
    revealCode(index);
  }, [reveal, hotspots, revealCode]);

  // Pointers down on the picture: one drags, two pinch.
  const pointers = useRef(new Map<number, Point>());
  const gesture = useRef<{ start: Point; moved: boolean; pinch: { distance: number; middle: Point } | null }>(
    {
      start: { x: 0, y: 0 },
      moved: false,
      pinch: null,
    },
  );

  function onPointerDown(event: PointerEvent<HTMLDivElement>) {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const [first, second] = [...pointers.current.values()];
    if (pointers.current.size === 1) gesture.current = { start: point, moved: false, pinch: null };
    else if (first && second) {
      gesture.current.moved = true;
      gesture.current.pinch = { distance: distance(first, second), middle: middle(first, second) };
    }
  }

  function onPointerMove(event: PointerEvent<HTMLDivElement>) {
    const before = pointers.current.get(event.pointerId);
    if (!before) return;
    const point = local(event);
    pointers.current.set(event.pointerId, point);
    const { pinch } = gesture.current;
    const [first, second] = [...pointers.current.values()];
    if (pinch && first && second) {
      const next = { distance: distance(first, second), middle: middle(first, second) };
      update((shown, now) =>
        zoomAt(
          panBy(shown, now, next.middle.x - pinch.middle.x, next.middle.y - pinch.middle.y),
          now,
          next.distance / pinch.distance,
          next.middle,
        ),
      );
      gesture.current.pinch = next;
      return;
    }
    if (!gesture.current.moved) {
      if (distance(point, gesture.current.start) < DRAG_THRESHOLD) return;
      gesture.current.moved = true;
      // Captured only now: a click on a hotspot must still reach the hotspot.
      viewportRef.current?.setPointerCapture(event.pointerId);
      setDragging(true);
    }
    update((shown, now) => panBy(shown, now, point.x - before.x, point.y - before.y));
  }

  function onPointerEnd(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    if (pointers.current.size < 2) gesture.current.pinch = null;
    if (pointers.current.size === 0) setDragging(false);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const change =
      event.key === '+' || event.key === '='
        ? (shown: DiagramView, now: DiagramFrame) => zoomCentre(shown, now, ZOOM_STEP)
        : event.key === '-' || event.key === '_'
          ? (shown: DiagramView, now: DiagramFrame) => zoomCentre(shown, now, 1 / ZOOM_STEP)
          : event.key === '0'
            ? (_: DiagramView, now: DiagramFrame) => fitView(now)
            : null;
    if (!change) return;
    event.preventDefault();
    update(change);
  }

  function onHotspotKey(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const next = stepHotspot(hotspots.length, index, event.key);
    if (next === null) return;
    event.preventDefault();
    spotRefs.current[next]?.focus();
  }

  // The chooser's callout: the one last focused or clicked, or the first of the locked number.
  const anchor =
    hotspots[active]?.code === selection.locked
      ? hotspots[active]
      : hotspots.find((hotspot) => hotspot.code === selection.locked);

  const limits = frame ? scaleLimits(frame) : null;
  const shown = frame && view;
  const stageStyle = shown
    ? ({
        transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
        '--vin-scale': view.scale,
      } as CSSProperties)
    : { visibility: 'hidden' as const };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the keys zoom whatever inside has focus (a hotspot, a button).
    <div className={css.diagram} onKeyDown={onKeyDown} part="diagram">
      <div className={css.toolbar}>
        <Button
          className={css.tool}
          aria-label={vinMessages.zoomIn}
          title={vinMessages.zoomIn}
          disabled={!shown || !limits || view.scale >= limits.max}
          onClick={() => update((now, at) => zoomCentre(now, at, ZOOM_STEP))}
        >
          <span aria-hidden="true">+</span>
        </Button>
        <Button
          className={css.tool}
          aria-label={vinMessages.zoomOut}
          title={vinMessages.zoomOut}
          disabled={!shown || !limits || view.scale <= limits.min}
          onClick={() => update((now, at) => zoomCentre(now, at, 1 / ZOOM_STEP))}
        >
          <span aria-hidden="true">−</span>
        </Button>
        <Button
          disabled={!shown || !limits || view.scale <= limits.min}
          onClick={() => update((_, at) => fitView(at))}
        >
          {vinMessages.zoomFit}
        </Button>
        {shown && <span className={css.scale}>{Math.round(view.scale * 100)} %</span>}
      </div>
      <div className={css.frame}>
        {/* biome-ignore lint/a11y/useSemanticElements: a picture's hotspots, not form fields: no fieldset. */}
        <div
          ref={viewportRef}
          className={css.viewport}
          role="group"
          aria-label={vinMessages.diagram(unitName)}
          aria-describedby={helpId}
          data-zoomed={Boolean(shown && limits && view.scale > limits.min)}
          data-dragging={dragging}
          style={{ touchAction: shown && limits && view.scale > limits.min ? 'none' : 'pan-y' }}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerEnd}
          onPointerCancel={onPointerEnd}
          onClickCapture={(event) => {
            // The click that ends a drag is not a click on what lies under it.
            if (!gesture.current.moved) return;
            gesture.current.moved = false;
            event.stopPropagation();
          }}
          onDoubleClick={(event) => {
            const point = local(event);
            update((now, at) => doubleClickView(now, at, point));
          }}
          part="diagram-viewport"
        >
          {imageUrl && !failed ? (
            <div className={css.stage} style={stageStyle}>
              <img
                className={css.image}
                src={imageUrl}
                alt={vinMessages.diagram(unitName)}
                draggable={false}
                onLoad={(event) => {
                  const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
                  if (width > 0 && height > 0) dispatch({ type: 'image', size: { width, height } });
                }}
                onError={() => setFailed(true)}
              />
              {hotspots.map((hotspot, index) => {
                return (
                  <button
                    // Hotspots of one number share it; their place tells them apart.
                    key={`${hotspot.code}@${hotspot.x1},${hotspot.y1}`}
                    ref={(element) => {
                      spotRefs.current[index] = element;
                    }}
                    type="button"
                    className={css.hotspot}
                    style={{
                      left: (hotspot.x1 + hotspot.x2) / 2,
                      top: (hotspot.y1 + hotspot.y2) / 2,
                      width: hotspot.x2 - hotspot.x1,
                      height: hotspot.y2 - hotspot.y1,
                    }}
                    tabIndex={index === active ? 0 : -1}
                    aria-label={labels[index]}
                    aria-pressed={selection.locked === hotspot.code}
                    data-code={hotspot.code}
                    data-highlight={highlightOf(selection, hotspot.code) ?? undefined}
                    onMouseEnter={() => onPoint(hotspot.code)}
                    onMouseLeave={() => onPoint(null)}
                    onFocus={() => {
                      setActive(index);
                      onPoint(hotspot.code);
                      revealCode(index);
                    }}
                    onBlur={() => onPoint(null)}
                    onClick={() => onLock(hotspot.code)}
                    onKeyDown={(event) => onHotspotKey(event, index)}
                    part="hotspot"
                  />
                );
              })}
            </div>
          ) : (
            <p className={css.message}>{imageUrl ? vinMessages.diagramFailed : vinMessages.noDiagram}</p>
          )}
        </div>
        {chooser && anchor && frame && view && (
          <div className={css.chooser} style={chooserPlace(anchor, view, frame)}>
            {chooser}
          </div>
        )}
      </div>
      {/* The help of the pointer the device has: only the one shown describes the diagram. */}
      <p id={helpId} className={css.help}>
        <span className={css.mouseHelp}>{vinMessages.diagramHelp}</span>
        <span className={css.touchHelp}>{vinMessages.diagramTouchHelp}</span>
      </p>
    </div>
  );
}
