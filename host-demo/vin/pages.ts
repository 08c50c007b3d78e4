import type { AreaPages } from '../pages';

/** The online VIN catalogues (doc 2 §2.18). */
export const vinPages: AreaPages = {};
