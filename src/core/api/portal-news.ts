import { loadAccountPage, picturePath } from './account-page';
import type { ApiClient } from './client';
import { array, identifier, map, numeric, object, optional } from './decode';
import { text } from './product';

/** Portal news are listed 12 per page (doc 2 §2.1, §9). */
export const PORTAL_NEWS_PAGE_SIZE = 12;

/** A portal news item (doc 2 §3 "Promotion, news, info item"); the texts are server HTML. */
export interface PortalNewsItem {
  id: string;
  code: string;
  name: string;
  previewHtml: string;
  detailHtml: string;
  pictureUrl: string | null;
  /** dd.MM.yyyy, or '' when none. */
  date: string;
}

const itemWire = map(
  object({
    ID: identifier,
    CODE: optional(text, ''),
    NAME: text,
    PREVIEW_TEXT: text,
    DETAIL_TEXT: text,
    PREVIEW_PICTURE_PATH: text,
    DETAIL_PICTURE_PATH: text,
    ACTIVE_FROM: text,
  }),
  (wire): PortalNewsItem => ({
    id: wire.ID,
    // Items link by code (doc 2 §2.1: the current path plus its code or id).
    code: wire.CODE || wire.ID,
    name: wire.NAME,
    previewHtml: wire.PREVIEW_TEXT,
    detailHtml: wire.DETAIL_TEXT,
    pictureUrl: picturePath(wire.DETAIL_PICTURE_PATH || wire.PREVIEW_PICTURE_PATH),
    date: wire.ACTIVE_FROM,
  }),
);

export interface PortalNewsPage {
  items: PortalNewsItem[];
  total: number;
}

/** page=portal_news with start (page, from 1) and limit 12 (doc 2 §7). */
export async function loadPortalNews(
  api: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<PortalNewsPage> {
  const answer = await loadAccountPage(
    api,
    'portal_news',
    object({ items: optional(array(itemWire), []), total: optional(numeric, null) }),
    { start: page, limit: PORTAL_NEWS_PAGE_SIZE },
    signal,
  );
  return { items: answer.items, total: answer.total ?? answer.items.length };
}

/** A portal news item by code (filter[CODE]); null when there is none: the page goes to 404. */
export function loadPortalNewsItem(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<PortalNewsItem | null> {
  return loadAccountPage(
    api,
    'portal_news_detail',
    optional(itemWire, null),
    { filter: { CODE: code } },
    signal,
  );
}
