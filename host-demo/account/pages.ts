import type { AreaPages } from '../pages';

/** The account area (doc 2 §2.3–§2.9, §2.16, §2.19). */
export const accountPages: AreaPages = {};
