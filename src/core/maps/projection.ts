/**
 * The delivery map's projection, shared by the build script that draws the region outlines
 * (build/delivery-regions.ts) and the page that places the towns on them, so that both agree.
 * Equirectangular with the parallels shortened at the map's middle latitude: over the seven
 * regions (about 5° of latitude) it differs from a conic projection by less than a pixel at 1000 px.
 */
const MAP_BOUNDS = { west: 33.4, east: 45.2, south: 49.2, north: 55.0 } as const;

/** SVG units per degree of latitude. */
const UNITS_PER_DEGREE = 100;
const MIDDLE_LATITUDE = (MAP_BOUNDS.south + MAP_BOUNDS.north) / 2;
const PARALLEL_FACTOR = Math.cos((MIDDLE_LATITUDE * Math.PI) / 180);

const round = (value: number) => Math.round(value * 10) / 10;

/** A point as x, y in the map's SVG units (y down), to a tenth of a unit. */
export function project(latitude: number, longitude: number): [number, number] {
  return [
    round((longitude - MAP_BOUNDS.west) * PARALLEL_FACTOR * UNITS_PER_DEGREE),
    round((MAP_BOUNDS.north - latitude) * UNITS_PER_DEGREE),
  ];
}

/** The map's size in SVG units. */
export const MAP_SIZE = {
  width: project(MAP_BOUNDS.south, MAP_BOUNDS.east)[0],
  height: project(MAP_BOUNDS.south, MAP_BOUNDS.east)[1],
} as const;
