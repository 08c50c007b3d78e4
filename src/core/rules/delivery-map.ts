import type { DeliveryCity } from '../api/company';
import { DELIVERY_REGIONS } from '../maps/delivery-regions';
import { MAP_SIZE, project } from '../maps/projection';

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

/** Monday to Saturday (doc 2 §2.15, §9: weekday labels Вс Пн Вт Ср Чт Пт Сб). */
export const SCHEDULE_DAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'] as const;

/** The delivery map's drawing: region outlines and the towns, all in the map's SVG units. */
export const DELIVERY_MAP = { size: MAP_SIZE, regions: DELIVERY_REGIONS } as const;

export interface MapTown extends DeliveryCity {
  x: number;
  y: number;
  /** The name goes left of the point: another town stands just right of it. */
  labelLeft: boolean;
}

/** How near (map units) a town to the right must be for a name to move to the left of its point. */
const LABEL_ROOM = { width: 90, height: 14 };

/** The towns placed on the map, each name on the side where it does not run into a neighbour. */
export function placeTowns(cities: readonly DeliveryCity[]): MapTown[] {
  const placed = cities.map((city) => {
    const [x, y] = project(city.latitude, city.longitude);
    return { ...city, x, y };
  });
  return placed.map((town) => ({
    ...town,
    labelLeft: placed.some(
      (other) =>
        other !== town &&
        other.x > town.x &&
        other.x - town.x < LABEL_ROOM.width &&
        Math.abs(other.y - town.y) < LABEL_ROOM.height,
    ),
  }));
}

/**
 * The schedule table's groups: the seven regions in the spec's order, then any other (the Saratov
 * town of the landing page), each with its towns as the server sent them.
 */
export function townsByRegion<T extends { region: string }>(
  towns: readonly T[],
): { region: string; towns: T[] }[] {
  const order = DELIVERY_REGIONS.map((region) => region.name);
  const regions = [...new Set(towns.map((town) => town.region))].sort((a, b) => {
    const rank = (name: string) => (order.includes(name) ? order.indexOf(name) : order.length);
    return rank(a) - rank(b);
  });
  return regions.map((region) => ({ region, towns: towns.filter((town) => town.region === region) }));
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
