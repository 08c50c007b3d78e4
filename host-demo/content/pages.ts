import type { AreaPages } from '../pages';

/** The content pages: promotions, news, information, brands, about, contacts, delivery map, static pages (doc 2 §2.12–§2.15). */
export const contentPages: AreaPages = {};
