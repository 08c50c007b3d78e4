/**
 * Zoom and pan of a unit diagram. A view places the image in its viewport: a point (x, y) of the
 * image, in its own pixels, shows at (view.x + x × scale, view.y + y × scale). The scale runs from
 * the whole image in the viewport (fit) to its own pixels (1:1).
 */
export interface Size {
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export interface DiagramView {
  scale: number;
  x: number;
  y: number;
}

/** The viewport on screen and the image's own size, both in CSS pixels. */
export interface DiagramFrame {
  viewport: Size;
  image: Size;
}

/** One press of + or − (or of the buttons). */
export const ZOOM_STEP = 1.25;

/** A double click zooms in this much around the pointer. */
const DOUBLE_CLICK_ZOOM = 2;

/** The smallest and largest scale: fit and 1:1, whichever is smaller first. */
export function scaleLimits({ viewport, image }: DiagramFrame): { min: number; max: number } {
  const fit = Math.min(viewport.width / image.width, viewport.height / image.height);
  return { min: Math.min(fit, 1), max: Math.max(fit, 1) };
}

const clamp = (value: number, min: number, max: number): number => Math.min(Math.max(value, min), max);

/** The offset along one axis: centred when the image is narrower than the viewport, else no gap at an edge. */
function fitAxis(offset: number, viewport: number, shown: number): number {
  return shown <= viewport ? (viewport - shown) / 2 : clamp(offset, viewport - shown, 0);
}

/** The view moved so that the image leaves no gap it could fill, and its scale within the limits. */
export function constrain(view: DiagramView, frame: DiagramFrame): DiagramView {
  const { min, max } = scaleLimits(frame);
  const scale = clamp(view.scale, min, max);
  return {
    scale,
    x: fitAxis(view.x, frame.viewport.width, frame.image.width * scale),
    y: fitAxis(view.y, frame.viewport.height, frame.image.height * scale),
  };
}

/** The whole image, centred. */
export function fitView(frame: DiagramFrame): DiagramView {
  return constrain({ scale: scaleLimits(frame).min, x: 0, y: 0 }, frame);
}

/**
 * The scale times `factor` (within the limits) around `point` of the viewport: the image point
 * under it stays where it is. Not yet constrained (see `zoomAt`).
 */
export function zoomAround(
  view: DiagramView,
  frame: DiagramFrame,
  factor: number,
  point: Point,
): DiagramView {
  const { min, max } = scaleLimits(frame);
  const scale = clamp(view.scale * factor, min, max);
  const ratio = scale / view.scale;
  return { scale, x: point.x - (point.x - view.x) * ratio, y: point.y - (point.y - view.y) * ratio };
}

/** Zooms around a point of the viewport (the pointer, a pinch's middle), then keeps the image in place. */
export function zoomAt(view: DiagramView, frame: DiagramFrame, factor: number, point: Point): DiagramView {
  return constrain(zoomAround(view, frame, factor, point), frame);
}

/** Zooms around the middle of the viewport (the keys and the buttons). */
export function zoomCentre(view: DiagramView, frame: DiagramFrame, factor: number): DiagramView {
  return zoomAt(view, frame, factor, { x: frame.viewport.width / 2, y: frame.viewport.height / 2 });
}

/** A double click: in around the pointer, or back to the whole image once at 1:1. */
export function doubleClickView(view: DiagramView, frame: DiagramFrame, point: Point): DiagramView {
  return view.scale >= scaleLimits(frame).max
    ? fitView(frame)
    : zoomAt(view, frame, DOUBLE_CLICK_ZOOM, point);
}

/** Drags the image by (dx, dy) screen pixels, as far as it goes. */
export function panBy(view: DiagramView, frame: DiagramFrame, dx: number, dy: number): DiagramView {
  return constrain({ ...view, x: view.x + dx, y: view.y + dy }, frame);
}

/** How much a wheel turn zooms: a notch (100 px) about 16 %; towards the user zooms out. */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-deltaY * 0.0015);
}

/** The view panned, if needed, so that a rectangle of the image (a hotspot) shows whole with a margin. */
export function revealRect(
  view: DiagramView,
  frame: DiagramFrame,
  rect: { x1: number; y1: number; x2: number; y2: number },
  margin = 16,
): DiagramView {
  const axis = (offset: number, from: number, to: number, viewport: number): number => {
    const start = offset + from * view.scale - margin;
    const end = offset + to * view.scale + margin;
    if (start < 0) return offset - start;
    if (end > viewport) return offset - Math.min(end - viewport, start);
    return offset;
  };
  return constrain(
    {
      ...view,
      x: axis(view.x, rect.x1, rect.x2, frame.viewport.width),
      y: axis(view.y, rect.y1, rect.y2, frame.viewport.height),
    },
    frame,
  );
}

/**
 * The view once the frame changed (the picture loaded, the viewport resized): the whole picture at
 * first and whenever it was shown whole, else the same view kept within the new limits.
 */
export function reframe(
  view: DiagramView | null,
  before: DiagramFrame | null,
  after: DiagramFrame,
): DiagramView {
  return view && before && view.scale > scaleLimits(before).min ? constrain(view, after) : fitView(after);
}
