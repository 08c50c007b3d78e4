/**
 * The maps' zoom and the office schematic (DESIGN "Maps without a map service"), apart from the
 * delivery map's region outlines, so that the contacts page does not load them.
 */
/**
 * Map zoom as the spec gives it (doc 2 §9: default 16 on contacts, 7 on delivery; minimum 2,
 * maximum 18), mapped to SVG scale (DESIGN "Maps without a map service"): each level doubles it,
 * and a map's default level shows the whole drawing.
 */
export const MAP_ZOOM = { delivery: 7, contacts: 16, min: 2, max: 18 } as const;

export function clampZoom(zoom: number): number {
  return Math.min(MAP_ZOOM.max, Math.max(MAP_ZOOM.min, Math.round(zoom)));
}

/** How much larger than at its default level a map is drawn at `zoom`. */
export function zoomScale(zoom: number, defaultZoom: number): number {
  return 2 ** (clampZoom(zoom) - defaultZoom);
}

export interface ViewBox {
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
