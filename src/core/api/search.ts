import type { ApiClient } from './client';
import { array, envelope, type FieldsOf, map, object, optional, string } from './decode';
import type { WireHighlight, WireQuickSearch, WireQuickSearchHit } from './wire-types';

/**
 * A quick-search hit (doc 1 §3): brand, article and title, with the server's highlight markup of
 * the title and the article when it has some. The markup is shown only through `parseHighlight`.
 */
export interface QuickSearchHit {
  article: string;
  brand: string;
  title: string;
  /**
   * Highlighted title: `title2quick`, else its Russian-to-Latin or Latin-to-Russian variant (the
   * match of the query retyped in the other keyboard layout).
   */
  titleHighlight: string | null;
  /** Highlighted article (`articleForSearch`). */
  articleHighlight: string | null;
}

/** A highlight field: the fragments a search engine sends, joined. */
const fragments = map(optional(array(string), []), (list) => (list.length > 0 ? list.join(' … ') : null));

const highlightWire = optional(
  object({
    title2quick: fragments,
    title2quick_ru2lat: fragments,
    title2quick_lat2ru: fragments,
    articleForSearch: fragments,
  } satisfies FieldsOf<WireHighlight>),
  null,
);

const hitWire = map(
  object({
    _source: object({
      article: string,
      brand: optional(string, ''),
      title: string,
    } satisfies FieldsOf<WireQuickSearchHit['_source']>),
    highlight: highlightWire,
  } satisfies FieldsOf<WireQuickSearchHit>),
  ({ _source, highlight }): QuickSearchHit => ({
    article: _source.article,
    brand: _source.brand,
    title: _source.title,
    titleHighlight:
      highlight?.title2quick ?? highlight?.title2quick_ru2lat ?? highlight?.title2quick_lat2ru ?? null,
    articleHighlight: highlight?.articleForSearch ?? null,
  }),
);

export const quickSearchAnswer = envelope(
  object({ products: optional(array(hitWire), []) } satisfies FieldsOf<WireQuickSearch>),
);

/** backend.quicksearch.json with search_query (doc 1 §7): the hits for the header's search box. */
export async function fetchQuickSearch(
  api: ApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<QuickSearchHit[]> {
  const answer = await api.call('/rest/backend.quicksearch.json', {
    params: { search_query: query },
    decode: quickSearchAnswer,
    signal,
  });
  return answer.result.products;
}
