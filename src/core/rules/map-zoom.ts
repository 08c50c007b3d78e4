/**
 * The maps' zoom and the office schematic (DESIGN "Maps without a map service"), apart from the
 * delivery map's region outlines, so that the contacts page does not load them.
 */
/**
 * Map zoom as the spec gives it (doc 2 §9: default 7 on delivery; minimum 2, maximum 18), mapped to
 * SVG scale (DESIGN "Maps without a map service"). A tile map's levels double the scale each, but a
 * drawing of a few regions has nothing to show at 2¹¹ times its size, nor at 1/32 of it: the levels
 * spread evenly (in steps of scale) between half the drawing at the minimum and MAX_SCALE times it
 * at the maximum, with the whole drawing at a map's default. The contacts page's street schematic
 * (the spec's default 16, street level) is drawn at a fixed scale: zooming it showed nothing more,
 * only bare stripes closer or piled-up names farther out (issue 44).
 */
export const MAP_ZOOM = { delivery: 7, min: 2, max: 18 } as const;

/** How much larger than at its default level a map is drawn at the maximum level. */
const MAX_SCALE = 8;
/** How much smaller at the minimum level: the whole drawing with a margin as wide round it. */
const MIN_SCALE = 0.5;

export function clampZoom(zoom: number): number {
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));
}

/** How much larger than at its default level a map is drawn at `zoom`. */
export function zoomScale(zoom: number, defaultZoom: number): number {
  const level = clampZoom(zoom);
  if (level === defaultZoom) return 1;
  return level > defaultZoom
    ? MAX_SCALE ** ((level - defaultZoom) / (MAP_ZOOM.max - defaultZoom))
    : MIN_SCALE ** ((defaultZoom - level) / (defaultZoom - MAP_ZOOM.min));
}

/** The share of the shown width or height an arrow key or a pan button moves the map by. */
export const PAN_STEP = 0.25;

/** A map's centre moved by `by` (in the drawing's units), kept on the drawing. */
export function pannedCenter(
  center: { x: number; y: number },
  by: { x: number; y: number },
  size: { width: number; height: number },
): { x: number; y: number } {
  const clamp = (value: number, whole: number) => Math.min(whole, Math.max(0, value));
  return { x: clamp(center.x + by.x, size.width), y: clamp(center.y + by.y, size.height) };
}

interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The part of a `size` drawing shown at `zoom` around `center`: the whole drawing at the default
 * level or below (smaller levels leave a margin round it), a window kept inside the drawing above.
 */
export function zoomedViewBox(
  size: { width: number; height: number },
  zoom: number,
  defaultZoom: number,
  center: { x: number; y: number },
): ViewBox {
  const scale = zoomScale(zoom, defaultZoom);
  const width = size.width / scale;
  const height = size.height / scale;
  const start = (middle: number, span: number, whole: number) =>
    span >= whole ? (whole - span) / 2 : Math.min(whole - span, Math.max(0, middle - span / 2));
  return { x: start(center.x, width, size.width), y: start(center.y, height, size.height), width, height };
}

/** Where 'Открыть адрес на карте' leads: the address searched on a public map site (DESIGN). */
export function addressMapUrl(address: string): string {
  return `https://yandex.ru/maps/?${new URLSearchParams({ text: address }).toString()}`;
}

/**
 * The office schematic of the contacts page (DESIGN: a city-level schematic, no map service): the
 * streets around the office in its own units, the office at the middle.
 */
export const OFFICE_SCHEMATIC = {
  size: { width: 600, height: 360 },
  office: { x: 318, y: 176 },
  /** `labelAt`: where along the street its name starts, clear of the crossings. */
  streets: [
    { name: 'Московский проспект', path: 'M40 330 L560 40', major: true, labelAt: '2%' },
    { name: 'ул. Холмистая', path: 'M20 120 L580 250', major: false, labelAt: '33%' },
    { name: 'ул. Хользунова', path: 'M120 20 L240 350', major: false, labelAt: '3%' },
    { name: 'ул. Шишкова', path: 'M420 20 L470 350', major: false, labelAt: '33%' },
  ],
} as const;
