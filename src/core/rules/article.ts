/**
 * An article as the server compares it: separators (spaces, dots, dashes, slashes) stripped and
 * lower-cased, so '0 986 494 524', '0986-494-524' and '0986494524' are one article (doc 1 §4).
 */
export function normaliseArticle(article: string): string {
  return article.replace(/[^\p{L}\p{N}]/gu, '').toLowerCase();
}

/** Two articles are the same part number once normalised. */
export function sameArticle(left: string, right: string): boolean {
  return normaliseArticle(left) === normaliseArticle(right);
}
