import type {
  WireAboutPage,
  WireContactsPage,
  WireContentDetail,
  WireContentItem,
  WireContentPage,
} from '../../src/core/api/wire-types';
import { BRAND_PAGES, dayNumber, INFO, promotions } from '../data/articles';
import { ABOUT, CONTACT_MANAGERS } from '../data/company';
import { type Article, NEWS, PORTAL_NEWS } from '../data/content';
import type { FormNode, FormObject } from '../http/form';
import type { PageHandler } from './index';

/** Promotions and news show 15 per page, the other lists 12 (doc 2 §9); larger asks are capped. */
const MAX_LIMIT = 50;

const text = (node: FormNode | undefined): string => (typeof node === 'string' ? node.trim() : '');

const filterOf = (params: FormObject): FormObject => {
  const filter = params.filter;
  return typeof filter === 'object' && !Array.isArray(filter) && !(filter instanceof File) ? filter : {};
};

function wholeNumber(node: FormNode | undefined, fallback: number, max: number): number {
  const value = Number(text(node));
  return Number.isInteger(value) && value >= 1 ? Math.min(value, max) : fallback;
}

/** A list page's answer: `start` is the page (from 1), `limit` its size. */
function paged(items: readonly WireContentItem[], params: FormObject, defaultLimit: number): WireContentPage {
  const page = wholeNumber(params.start, 1, Number.MAX_SAFE_INTEGER);
  const limit = wholeNumber(params.limit, defaultLimit, MAX_LIMIT);
  return { total: items.length, items: items.slice((page - 1) * limit, page * limit) };
}

/** What a list shows of an article: no DETAIL_TEXT. */
const preview = ({ DETAIL_TEXT: _detail, ...fields }: Article): WireContentItem => fields;

/**
 * page=actions: `filter[>ACTIVE_TO]` (dd.MM.yyyy) keeps the promotions still running on that day;
 * without it the ended ones are listed too, as the server's filter is the client's to send.
 */
export const actionsPage: PageHandler = ({ params, deps }) => {
  const after = dayNumber(text(filterOf(params)['>ACTIVE_TO']));
  const running = promotions(deps.now()).filter(
    (promotion) => Number.isNaN(after) || dayNumber(promotion.ACTIVE_TO) >= after,
  );
  return paged(running.map(preview), params, 15);
};

/** page=detail_action with filter[CODE]: the promotion, or null (the portal shows 404). */
export const promotionPage: PageHandler = ({ params, deps }): WireContentDetail | null => {
  const code = text(filterOf(params).CODE);
  return promotions(deps.now()).find((promotion) => promotion.CODE === code) ?? null;
};

/** page=news: newest first, 15 per page. */
export const newsPage: PageHandler = ({ params }) => paged(NEWS.map(preview), params, 15);

/** page=detail_news with filter[ID]. */
export const newsItemPage: PageHandler = ({ params }): WireContentDetail | null =>
  NEWS.find((item) => item.ID === text(filterOf(params).ID)) ?? null;

/** The generic lists (doc 2 §2.1), by their page key; a detail names the list as its `type`. */
const GENERIC_LISTS: ReadonlyMap<string, readonly Article[]> = new Map([
  ['optinfo', INFO],
  ['listbrands', BRAND_PAGES],
  ['portal_news', PORTAL_NEWS],
]);

const genericList =
  (key: string): PageHandler =>
  ({ params }) =>
    paged((GENERIC_LISTS.get(key) ?? []).map(preview), params, 12);

export const infoPage = genericList('optinfo');
export const brandsPage = genericList('listbrands');

/** page=detail with `type` (a list's page key) and filter[CODE]: the item, or null. */
export const genericItemPage: PageHandler = ({ params }): WireContentDetail | null => {
  const code = text(filterOf(params).CODE);
  return GENERIC_LISTS.get(text(params.type))?.find((item) => item.CODE === code) ?? null;
};

/** page=about (doc 2 §3 "About page data"). */
export const aboutPage: PageHandler = (): WireAboutPage => ABOUT;

/** page=contacts: the managers of content source 48, each with its section. */
export const contactsPage: PageHandler = (): WireContactsPage => ({ managers: CONTACT_MANAGERS });

/** The content pages' keys, registered in pages/index.ts as one group. */
export const CONTENT_PAGES: readonly (readonly [string, PageHandler])[] = [
  ['actions', actionsPage],
  ['detail_action', promotionPage],
  ['news', newsPage],
  ['detail_news', newsItemPage],
  ['optinfo', infoPage],
  ['listbrands', brandsPage],
  ['portal_news', genericList('portal_news')],
  ['detail', genericItemPage],
  ['about', aboutPage],
  ['contacts', contactsPage],
];
