import type { AreaPages } from '../pages';

/** The car-mat constructor (doc 2 §2.17). */
export const matsPages: AreaPages = {};
