/** Search types of doc 1 §9; `article` is the default. */
export const SEARCH_TYPES = ['article', 'description', 'advanced', 'kod'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];
export const DEFAULT_SEARCH_TYPE: SearchType = 'article';

/** The client's optional markup on displayed prices (doc 1 §4 "Markup"). Defaults to off, 0. */
export interface Markup {
  enabled: boolean;
  percent: number;
}
export const DEFAULT_MARKUP: Markup = { enabled: false, percent: 0 };

/** Quantities in the basket per product id, as the lists show them ('В корзине'). */
export type BasketQuantities = Readonly<Record<string, number>>;

export interface Redirect {
  /** A portal path such as `/login/`. */
  path: string;
  /** Asked for because the session ran out (not a logout): the login page then returns to the page. */
  expired?: boolean;
}
