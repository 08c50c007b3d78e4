import { CONTENT_PAGE_SIZE, pageCount, pageParams } from '../rules/pagination';
import { loadAccountPage } from './account-page';
import type { ApiClient } from './client';
import { array, type Decoder, identifier, isRecord, map, numeric, object, optional, string } from './decode';

/**
 * A portal news item (doc 2 §3 "Promotion, news, info item"); the texts are server HTML, shown only
 * through the kit's SafeHtml, and the picture is the server's path, shown through its safe-URL rule.
 */
export interface PortalNewsItem {
  id: string;
  code: string;
  name: string;
  previewHtml: string;
  detailHtml: string;
  picture: string | null;
  /** dd.MM.yyyy, or '' when none. */
  date: string;
}

const itemWire = map(
  object({
    ID: identifier,
    CODE: optional(string, ''),
    NAME: string,
    PREVIEW_TEXT: optional(string, ''),
    DETAIL_TEXT: optional(string, ''),
    PREVIEW_PICTURE_PATH: optional(string, ''),
    DETAIL_PICTURE_PATH: optional(string, ''),
    ACTIVE_FROM: optional(string, ''),
  }),
  (wire): PortalNewsItem => ({
    id: wire.ID,
    // Items link by code, or by id when they have none (doc 2 §2.1).
    code: wire.CODE || wire.ID,
    name: wire.NAME,
    previewHtml: wire.PREVIEW_TEXT,
    detailHtml: wire.DETAIL_TEXT,
    picture: wire.DETAIL_PICTURE_PATH || wire.PREVIEW_PICTURE_PATH || null,
    date: wire.ACTIVE_FROM,
  }),
);

export interface PortalNewsPage {
  items: PortalNewsItem[];
  /** How many pages of 12 the list has. */
  pages: number;
}

/** page=portal_news with start (the page, from 1) and limit 12 (doc 2 §7, §9). */
export async function loadPortalNews(
  api: ApiClient,
  page: number,
  signal?: AbortSignal,
): Promise<PortalNewsPage> {
  const size = CONTENT_PAGE_SIZE.portalNews;
  const answer = await loadAccountPage(
    api,
    'portal_news',
    object({ total: optional(numeric, null), items: optional(array(itemWire), []) }),
    pageParams(page, size),
    signal,
  );
  return { items: answer.items, pages: pageCount(answer.total ?? answer.items.length, size) };
}

/** "No content" as the server writes it: null, false or PHP's empty array. */
const itemOrNone: Decoder<PortalNewsItem | null> = (input, path) =>
  isRecord(input) ? itemWire(input, path) : null;

/**
 * A portal news item by code: a generic detail (doc 2 §7: page=detail, filter[CODE] plus the page
 * type); null when there is none, and the page goes to /404/.
 */
export function loadPortalNewsItem(
  api: ApiClient,
  code: string,
  signal?: AbortSignal,
): Promise<PortalNewsItem | null> {
  return loadAccountPage(api, 'detail', itemOrNone, { type: 'portal_news', filter: { CODE: code } }, signal);
}
