import type { DeliveryCity } from '../domain/company';
import { DELIVERY_REGIONS } from '../maps/delivery-regions';
import { MAP_SIZE, project } from '../maps/projection';

/** Monday to Saturday (doc 2 §2.15, §9: weekday labels Вс Пн Вт Ср Чт Пт Сб). */
export const SCHEDULE_DAYS = ['Пн', 'Вт', 'Ср', 'Чт', 'Пт', 'Сб'] as const;

/** The delivery map's drawing: region outlines and the towns, all in the map's SVG units. */
export const DELIVERY_MAP = { size: MAP_SIZE, regions: DELIVERY_REGIONS } as const;

interface MapTown extends DeliveryCity {
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
