import { array, identifier, object, string, tryDecode } from '../api/decode';
import { pictureUrl } from '../api/wire-url';
import type { LandingNews } from '../domain/company';

const KEY = 'portal:landing-news';

const storedNews = array(
  object({
    id: identifier,
    name: string,
    // Any script of the page may have written here: the pictures pass the URL rule again.
    picture: pictureUrl,
    detailHtml: string,
    detailPicture: pictureUrl,
  }),
);

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    // Storage refused (a sandboxed frame, privacy settings): the news are simply not kept.
    return null;
  }
}

/** Keeps the landing page's news so that /unauth/news/{id} can show one (doc 2 §2.1, §4 Landing). */
export function saveLandingNews(news: readonly LandingNews[]): void {
  try {
    storage()?.setItem(KEY, JSON.stringify(news));
  } catch {
    // A full storage loses the news page's text, not the landing page.
  }
}

/** The saved news item with this id, or null when the landing page has not saved it here. */
export function findLandingNews(id: string): LandingNews | null {
  let saved: unknown;
  try {
    saved = JSON.parse(storage()?.getItem(KEY) ?? '[]');
  } catch {
    return null;
  }
  const decoded = tryDecode(storedNews, saved);
  return (decoded.ok && decoded.value.find((news) => news.id === id)) || null;
}
