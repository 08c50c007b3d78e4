import type { ApiClient } from './client';
import {
  array,
  DecodeError,
  type Decoder,
  envelope,
  isRecord,
  map,
  object,
  optional,
  string,
} from './decode';

/**
 * A quick-search hit (doc 1 §3): brand, article and title, with the server's highlight markup of
 * the title and the article when it has some. The markup is shown only through `parseHighlight`.
 */
export interface QuickSearchHit {
  article: string;
  brand: string;
  title: string;
  /** Highlighted title: `title2quick`, else its Russian-to-Latin or Latin-to-Russian variant. */
  titleHighlight: string | null;
  /** Highlighted article (`articleForSearch`). */
  articleHighlight: string | null;
}

/**
 * Highlight fields of the hit, in the order they are preferred. The variants hold the match of
 * the query retyped in the other keyboard layout.
 */
export const TITLE_HIGHLIGHT_FIELDS = ['title2quick', 'title2quick_ru2lat', 'title2quick_lat2ru'] as const;
export const ARTICLE_HIGHLIGHT_FIELD = 'articleForSearch';

/** One highlight field: a fragment, or a list of fragments as search engines send them. */
const fragments: Decoder<string | null> = (input, path = '') => {
  if (input === undefined || input === null) return null;
  if (typeof input === 'string') return input || null;
  if (Array.isArray(input) && input.every((item) => typeof item === 'string')) {
    return input.length > 0 ? input.join(' … ') : null;
  }
  throw new DecodeError(path, 'a highlight text or a list of them');
};

const highlightWire: Decoder<Record<string, string | null>> = (input, path = '') => {
  if (input === undefined || input === null) return {};
  if (!isRecord(input)) throw new DecodeError(path, 'an object');
  const fields: Record<string, string | null> = {};
  for (const name of [...TITLE_HIGHLIGHT_FIELDS, ARTICLE_HIGHLIGHT_FIELD]) {
    fields[name] = fragments(input[name], `${path}.${name}`);
  }
  return fields;
};

const hitWire = map(
  object({
    _source: object({ article: string, brand: optional(string, ''), title: string }),
    highlight: highlightWire,
  }),
  ({ _source, highlight }): QuickSearchHit => ({
    article: _source.article,
    brand: _source.brand,
    title: _source.title,
    titleHighlight: TITLE_HIGHLIGHT_FIELDS.map((name) => highlight[name]).find(Boolean) ?? null,
    articleHighlight: highlight[ARTICLE_HIGHLIGHT_FIELD] ?? null,
  }),
);

export const quickSearchAnswer = envelope(object({ products: optional(array(hitWire), []) }));

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
