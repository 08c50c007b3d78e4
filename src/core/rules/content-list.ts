import type { FormObject } from '../domain/form';
import { formatDate } from './format';
import { CONTENT_PAGE_SIZE, pageParams } from './pagination';
import {
  brandPage,
  brandsPage,
  infoItemPage,
  infoPage,
  newsItemPage,
  newsPage,
  type PortalPathEntry,
  portalNewsItemPage,
  portalNewsPage,
  portalPath,
  promotionPage,
  promotionsPage,
} from './portal-paths';

/**
 * The content lists of doc 2 §2.1 and §7: each with its page key, its page size (§9) and how its
 * detail is asked for: promotions by code, news by ID, the generic lists by code plus a page type.
 */
export type ContentListKind = 'promotions' | 'news' | 'info' | 'brands' | 'portalNews';

interface ContentListSpec {
  key: string;
  pageSize: number;
  detail: { key: string; by: 'CODE' | 'ID'; type?: string };
  /** The list's page: its call area decides where an invalid token sends the client. */
  page: PortalPathEntry;
}

export const CONTENT_LISTS: Readonly<Record<ContentListKind, ContentListSpec>> = {
  promotions: {
    key: 'actions',
    pageSize: CONTENT_PAGE_SIZE.actions,
    detail: { key: 'detail_action', by: 'CODE' },
    page: promotionsPage,
  },
  news: {
    key: 'news',
    pageSize: CONTENT_PAGE_SIZE.news,
    detail: { key: 'detail_news', by: 'ID' },
    page: newsPage,
  },
  info: {
    key: 'optinfo',
    pageSize: CONTENT_PAGE_SIZE.info,
    detail: { key: 'detail', by: 'CODE', type: 'optinfo' },
    page: infoPage,
  },
  brands: {
    key: 'listbrands',
    pageSize: CONTENT_PAGE_SIZE.brands,
    detail: { key: 'detail', by: 'CODE', type: 'listbrands' },
    page: brandsPage,
  },
  portalNews: {
    key: 'portal_news',
    pageSize: CONTENT_PAGE_SIZE.portalNews,
    detail: { key: 'detail', by: 'CODE', type: 'portal_news' },
    // The account area's: an invalid token leads to login (doc 2 §4), not to the landing page.
    page: portalNewsPage,
  },
};

/**
 * The date the promotions list filters on (`filter[>ACTIVE_TO]`, doc 2 §7): today, dd.MM.yyyy, in
 * the company's time zone, where the promotions' days end.
 */
export function activeToFilterDate(today: Date): string {
  return formatDate(today);
}

/** The page-data parameters of a list page (from 1): start, limit and, for promotions, the date filter. */
export function contentListParams(kind: ContentListKind, page: number, today: Date): FormObject {
  const paging = pageParams(page, CONTENT_LISTS[kind].pageSize);
  return kind === 'promotions' ? { ...paging, filter: { '>ACTIVE_TO': activeToFilterDate(today) } } : paging;
}

/** The page key and parameters of one item's detail. */
export function contentDetailParams(
  kind: ContentListKind,
  codeOrId: string,
): { key: string; params: FormObject } {
  const { key, by, type } = CONTENT_LISTS[kind].detail;
  return { key, params: { ...(type && { type }), filter: { [by]: codeOrId } } };
}

/** Where an item of a list leads: the list's path plus its code, or its ID for news (doc 2 §2.1). */
export function contentItemPath(kind: ContentListKind, item: { id: string; code: string }): string {
  const code = item.code || item.id;
  switch (kind) {
    case 'promotions':
      return portalPath(promotionPage, { code });
    case 'news':
      return portalPath(newsItemPage, { id: item.id });
    case 'info':
      return portalPath(infoItemPage, { code });
    case 'brands':
      return portalPath(brandPage, { code });
    case 'portalNews':
      return portalPath(portalNewsItemPage, { code });
  }
}

/** A detail shows its DETAIL_PICTURE_PATH above the text unless the text already holds that picture. */
export function showsDetailPicture(item: { detailPicture: string | null; detailHtml: string }): boolean {
  return item.detailPicture !== null && !item.detailHtml.includes(item.detailPicture);
}
