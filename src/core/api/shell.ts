import type { FormObject } from '../domain/form';
import type { Banner, Category, HomePage, NewsPreview } from '../domain/shell';
import { isAccent, type MenuEntry, orderMenu } from '../rules/menu';
import { type CatalogueMenuItem, catalogueMenuItemWire } from './catalogue-menu';
import type { ApiClient } from './client';
import {
  array,
  envelope,
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
import type {
  WireBanner,
  WireCategory,
  WireHeader,
  WireHomePage,
  WireMenuEntry,
  WireNewsPreview,
  WirePageData,
} from './wire-types';
import { pictureUrl } from './wire-url';

/** What the shell calls send with every page (doc 1 §7): the menu's type and where the page is. */
function menuParams(menuType: 'top.front' | 'footer.front', filePath: string): FormObject {
  return { isAuth: 'Y', MENU_TYPE: menuType, FILE_PATH: filePath, MENU_DIR: '/opt/' };
}

const menuEntryWire = map(
  object({
    TEXT: string,
    LINK: string,
    ITEM_INDEX: optional(numeric, 0),
    // PHP sends empty ADD_PARAMS as [].
    ADD_PARAMS: (input: unknown) => (isRecord(input) ? input : {}),
  } satisfies FieldsOf<WireMenuEntry>),
  (wire): MenuEntry => ({
    text: wire.TEXT,
    link: wire.LINK,
    index: wire.ITEM_INDEX,
    accent: isAccent(wire.ADD_PARAMS),
  }),
);

const menuWire = map(array(menuEntryWire), orderMenu);

/** The header of the page data (doc 1 §7): the server's top menu and the two-level catalogue. */
export interface ShellHeader {
  topMenu: MenuEntry[];
  catalogue: CatalogueMenuItem[];
  /**
   * The client's saldo today (positive while they owe), when the server sends it
   * (docs/server-contract.md, "Header balance"); null for a visitor or an older server.
   */
  saldo: number | null;
}

const headerAnswer = envelope(
  object({
    header: object({
      top_menu: optional(menuWire, []),
      catalog_menu: optional(array(catalogueMenuItemWire), []),
      saldo: optional(numeric, null),
    } satisfies FieldsOf<WireHeader>),
  } satisfies FieldsOf<WirePageData<unknown>>),
);

/** backend.page.json without a page: the header's menus for the page at `filePath`. */
export async function loadShellHeader(
  api: ApiClient,
  filePath: string,
  signal?: AbortSignal,
): Promise<ShellHeader> {
  const answer = await api.call('/rest/backend.page.json', {
    area: 'shell',
    params: menuParams('top.front', filePath),
    decode: headerAnswer,
    signal,
  });
  const { top_menu, catalog_menu, saldo } = answer.result.header;
  return { topMenu: top_menu, catalogue: catalog_menu, saldo };
}

/** menurest.list.json with MENU_TYPE=footer.front (doc 1 §7): the footer's links, in order. */
export async function loadFooterMenu(
  api: ApiClient,
  filePath: string,
  signal?: AbortSignal,
): Promise<MenuEntry[]> {
  const answer = await api.call('/rest/menurest.list.json', {
    area: 'shell',
    params: menuParams('footer.front', filePath),
    decode: envelope(menuWire),
    signal,
  });
  return answer.result;
}

export const bannerWire = map(
  object({
    ID: identifier,
    NAME: string,
    PREVIEW_TEXT: optional(string, ''),
    PROPERTY_LINK_VALUE: optional(string, ''),
    BANNER_PATH: pictureUrl,
    PREVIEW_PICTURE_PATH: pictureUrl,
  } satisfies FieldsOf<WireBanner>),
  (wire): Banner => ({
    id: wire.ID,
    name: wire.NAME,
    previewHtml: wire.PREVIEW_TEXT,
    link: wire.PROPERTY_LINK_VALUE || null,
    picture: wire.BANNER_PATH ?? wire.PREVIEW_PICTURE_PATH,
  }),
);

const newsWire = map(
  object({
    ID: identifier,
    CODE: optional(string, ''),
    NAME: string,
    PREVIEW_TEXT: optional(string, ''),
    PREVIEW_PICTURE_PATH: pictureUrl,
  } satisfies FieldsOf<WireNewsPreview>),
  (wire): NewsPreview => ({
    id: wire.ID,
    code: wire.CODE,
    name: wire.NAME,
    previewHtml: wire.PREVIEW_TEXT,
    picture: wire.PREVIEW_PICTURE_PATH,
  }),
);

export const categoryWire = map(
  object({ ID: identifier, NAME: string, UF_SVG_ICON: pictureUrl } satisfies FieldsOf<WireCategory>),
  (wire): Category => ({ id: wire.ID, name: wire.NAME, icon: wire.UF_SVG_ICON }),
);

const homeWire = map(
  object({
    main_banners: optional(array(bannerWire), []),
    news: optional(array(newsWire), []),
    portalNews: optional(array(newsWire), []),
    catalog_list: optional(array(categoryWire), []),
  } satisfies FieldsOf<WireHomePage>),
  (wire): HomePage => ({
    banners: wire.main_banners,
    news: wire.news,
    portalNews: wire.portalNews,
    categories: wire.catalog_list,
  }),
);

/** The home page (doc 1 §7, page=main): slides, news, portal news and the first-level categories. */
export async function loadHomePage(api: ApiClient, signal?: AbortSignal): Promise<HomePage> {
  const data = await loadPageData(api, 'main', {
    params: menuParams('top.front', '/'),
    page: homeWire,
    area: 'shell',
    signal,
  });
  return data.page;
}
