import type { WireHomePage, WireNewsPreview } from '../../src/core/api/wire-types';
import { type Article, BANNERS, NEWS, PORTAL_NEWS } from '../data/content';
import { sectionIcon } from '../data/sections';
import type { PageHandler } from './index';

const preview = ({ ID, CODE, NAME, PREVIEW_TEXT, PREVIEW_PICTURE_PATH }: Article): WireNewsPreview => ({
  ID,
  CODE,
  NAME,
  PREVIEW_TEXT,
  PREVIEW_PICTURE_PATH,
});

/** Home (doc 1 §7, page=main): slides, news, portal news and the first-level categories. */
export const mainPage: PageHandler = ({ deps }): WireHomePage => ({
  main_banners: BANNERS,
  news: NEWS.slice(0, 4).map(preview),
  portalNews: PORTAL_NEWS.map(preview),
  catalog_list: deps.catalogue.sections
    .filter((section) => section.parentId === null)
    .map((section) => ({ ID: String(section.id), NAME: section.name, UF_SVG_ICON: sectionIcon(section) })),
});
