import { wordMatches } from './engine';
import { fold, wordsOf } from './text';

/** Escapes text as a search engine's HTML highlight encoder does. */
function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The name with each word the query matched wrapped in <em>; `null` when none matched. */
export function highlightName(name: string, queryWords: readonly string[]): string | null {
  let matched = false;
  const marked = name
    .split(/(\s+)/)
    .map((token) => {
      const word = wordsOf(token)[0];
      if (!word || !queryWords.some((query) => wordMatches(query, word))) return escapeHtml(token);
      matched = true;
      return `<em>${escapeHtml(token)}</em>`;
    })
    .join('');
  return matched ? marked : null;
}

/**
 * The article with the matched characters wrapped in <em>, separators inside the match included:
 * the query '0986494' marks '<em>0 986 494</em> 524'.
 */
export function highlightArticle(article: string, compactQuery: string): string | null {
  const positions: number[] = [];
  let compacted = '';
  for (const [index, char] of [...article].entries()) {
    if (/[\p{L}\p{N}]/u.test(char)) {
      positions.push(index);
      compacted += fold(char);
    }
  }
  const at = compacted.indexOf(compactQuery);
  const start = positions[at];
  const last = positions[at + compactQuery.length - 1];
  if (at < 0 || compactQuery === '' || start === undefined || last === undefined) return null;
  const chars = [...article];
  const part = (from: number, to?: number) => escapeHtml(chars.slice(from, to).join(''));
  return `${part(0, start)}<em>${part(start, last + 1)}</em>${part(last + 1)}`;
}
