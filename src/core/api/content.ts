import {
  CONTENT_LISTS,
  type ContentListKind,
  contentDetailParams,
  contentListParams,
} from '../rules/content-list';
import { pageCount } from '../rules/pagination';
import type { ApiClient } from './client';
import {
  array,
  type Decoder,
  type FieldsOf,
  identifier,
  isRecord,
  map,
  numeric,
  object,
  optional,
  string,
} from './decode';
import { loadPageData } from './page-data';
import type { WireContentDetail, WireContentItem, WireContentPage } from './wire-types';
import { pictureUrl } from './wire-url';

/**
 * A promotion, news item, piece of useful information or brand page (doc 2 §3 "Promotion, news,
 * info item"). Texts are the server's HTML, shown only through the kit's SafeHtml; pictures are the
 * server's paths, shown only through the kit's safe-URL rule.
 */
export interface ContentItem {
  id: string;
  code: string;
  name: string;
  previewHtml: string;
  picture: string | null;
  /** dd.MM.yyyy, or '' when the server sent none. */
  date: string;
  /** A promotion's last day, dd.MM.yyyy; null for everything else. */
  activeTo: string | null;
}

export interface ContentDetail extends ContentItem {
  detailHtml: string;
  detailPicture: string | null;
}

/** One page of a content list and how many items the whole list has. */
export interface ContentPage {
  total: number;
  /** How many pages the list has at its page size. */
  pages: number;
  items: ContentItem[];
}

const itemFields = {
  ID: identifier,
  CODE: optional(string, ''),
  NAME: string,
  PREVIEW_TEXT: optional(string, ''),
  PREVIEW_PICTURE_PATH: pictureUrl,
  ACTIVE_FROM: optional(string, ''),
  ACTIVE_TO: optional(string, null),
} satisfies FieldsOf<WireContentItem>;

const itemObject = object(itemFields);
type ItemWire = ReturnType<typeof itemObject>;

const toItem = (wire: ItemWire): ContentItem => ({
  id: wire.ID,
  code: wire.CODE,
  name: wire.NAME,
  previewHtml: wire.PREVIEW_TEXT,
  picture: wire.PREVIEW_PICTURE_PATH,
  date: wire.ACTIVE_FROM,
  activeTo: wire.ACTIVE_TO || null,
});

const itemWire = map(itemObject, toItem);

export const contentDetailWire = map(
  object({
    ...itemFields,
    DETAIL_TEXT: optional(string, ''),
    DETAIL_PICTURE_PATH: pictureUrl,
  } satisfies FieldsOf<WireContentDetail>),
  (wire): ContentDetail => ({
    ...toItem(wire),
    detailHtml: wire.DETAIL_TEXT,
    detailPicture: wire.DETAIL_PICTURE_PATH,
  }),
);

const pageWire = object({
  total: numeric,
  items: optional(array(itemWire), []),
} satisfies FieldsOf<WireContentPage>);

/**
 * "No content" as the server writes it: null, false, or PHP's empty array. A detail page then goes
 * to 404 (doc 2 §2.1).
 */
const detailOrNone: Decoder<ContentDetail | null> = (input, path) =>
  isRecord(input) ? contentDetailWire(input, path) : null;

/** A page (from 1) of a content list (doc 2 §7: actions, news, optinfo, listbrands, portal_news). */
export async function loadContentPage(
  api: ApiClient,
  kind: ContentListKind,
  page: number,
  options: { today: Date; signal?: AbortSignal },
): Promise<ContentPage> {
  const data = await loadPageData(api, CONTENT_LISTS[kind].key, {
    params: contentListParams(kind, page, options.today),
    page: pageWire,
    area: CONTENT_LISTS[kind].page.area,
    signal: options.signal,
  });
  return { ...data.page, pages: pageCount(data.page.total, CONTENT_LISTS[kind].pageSize) };
}

/** One item of a content list by its code or id (detail_action, detail_news, detail); null: none. */
export async function loadContentDetail(
  api: ApiClient,
  kind: ContentListKind,
  codeOrId: string,
  signal?: AbortSignal,
): Promise<ContentDetail | null> {
  const { key, params } = contentDetailParams(kind, codeOrId);
  const area = CONTENT_LISTS[kind].page.area;
  const data = await loadPageData(api, key, { params, page: detailOrNone, area, signal });
  return data.page;
}
