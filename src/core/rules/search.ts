import type { StepRequest } from '../domain/step-search';
import { SEARCH_TYPES, type SearchType } from '../session/types';
import { portalPath, searchPage, stepSearchPage } from './portal-paths';

/** Quick search asks the server from this many characters on; below, results are cleared (doc 1 §5, §9). */
const QUICK_SEARCH_MIN_LENGTH = 3;

/**
 * Quiet time after the last keystroke before the server is asked. Above the 80 ms between keys
 * of a quick typist, so a whole word costs one request, yet short enough not to feel slow.
 */
export const QUICK_SEARCH_DEBOUNCE_MS = 200;

/** The portal path of a step search, where every article link leads. */
export function stepSearchPath(query: StepSearchQuery): string {
  return portalPath(stepSearchPage, {}, { q: query.article, brand: query.brand, type: query.type });
}

/** The query as sent: trimmed, inner spaces collapsed. */
export function tidyQuery(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** The query quick search sends for this text, or `null` when it is too short to ask. */
export function quickSearchQuery(text: string): string | null {
  const query = tidyQuery(text);
  return [...query].length >= QUICK_SEARCH_MIN_LENGTH ? query : null;
}

export function isSearchType(value: unknown): value is SearchType {
  return SEARCH_TYPES.some((type) => type === value);
}

/** The article link of a row or a quick-search hit: the step-by-step search for this article and brand. */
export function articleSearchPath(part: { article: string; brand: string }): string {
  return stepSearchPath({ article: part.article, brand: part.brand, type: 'article' });
}

/** The article link of the product page (doc 2 §2.11): the named search with article and brand. */
export function productPageSearchPath(part: { article: string; brand: string }): string {
  return portalPath(searchPage, {}, { q: part.article, brand: part.brand });
}

export type StepSearchType = StepRequest['type'];

/** What the page asked for: the route's q, brand and type (doc 1 §2 /searchallsourcessteps/). */
export interface StepSearchQuery {
  article: string;
  /** A brand name, 'nobrand' or ''. */
  brand: string;
  type: StepSearchType;
}

/** Reads the route's query; any type but description is searched as article (DESIGN.md). */
export function stepSearchQuery(input: {
  q?: string | null;
  brand?: string | null;
  type?: string | null;
}): StepSearchQuery {
  return {
    article: (input.q ?? '').trim(),
    brand: (input.brand ?? '').trim(),
    type: input.type === 'description' ? 'description' : 'article',
  };
}
