/**
 * The portal keeps Moscow time, as Voronezh does: the server writes its dates in it and the pages
 * show theirs in it. It has been UTC+3 all year since 2014, so a fixed offset converts it.
 */
export const MOSCOW_TIME_ZONE = 'Europe/Moscow';

/** Moscow time's offset from UTC. */
export const MOSCOW_OFFSET_MS = 3 * 60 * 60 * 1000;
