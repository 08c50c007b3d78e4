import { clearArticle } from '../data/brands';
import type { Product } from '../data/catalogue';

/**
 * Which catalogue parts an article of an order list means (docs/server-contract.md, "Order from a
 * file": which article matches). A spreadsheet loses an article's leading zeros ('0986494524' typed
 * into a cell becomes the number 986494524, '008701' becomes 8701), and buyers write separators and
 * case as they please. So an article is compared without separators and case, and means every part
 * whose article it is or could be with leading zeros lost: '63525' means both '63525' and
 * '063525' (the client picks), '063525' only the second: a spreadsheet drops zeros, never adds them.
 */

/** The article as compared without its separators, case and leading zeros: '0 986-494' → '986494'. */
export function looseArticle(article: string): string {
  return clearArticle(article).replace(/^0+(?=.)/, '');
}

/** A brand as compared: letters and digits only, in capitals ('Mann-Filter' → 'MANNFILTER'). */
const brandKey = (brand: string): string => clearArticle(brand);

export interface ArticleIndex {
  /** Every maker's parts with this article (without separators and case), or with it less leading zeros. */
  parts(article: string): readonly Product[];
  /** The catalogue's brand a word names ('bosch' → 'BOSCH'), or null. */
  brand(word: string): string | null;
}

function group(products: readonly Product[], key: (product: Product) => string): Map<string, Product[]> {
  const index = new Map<string, Product[]>();
  for (const product of products) {
    const list = index.get(key(product)) ?? [];
    list.push(product);
    index.set(key(product), list);
  }
  return index;
}

/** Whether `typed` is `article` (both cleared), or `article` less some of its leading zeros. */
const lostZerosOf = (typed: string, article: string): boolean =>
  article.endsWith(typed) && /^0*$/.test(article.slice(0, article.length - typed.length));

export function articleIndex(products: readonly Product[]): ArticleIndex {
  const loose = group(products, (product) => looseArticle(product.article));
  const brands = new Map(products.map((product) => [brandKey(product.brand), product.brand]));
  return {
    parts(article) {
      const typed = clearArticle(article);
      if (typed === '') return [];
      return (loose.get(looseArticle(article)) ?? []).filter((part) => lostZerosOf(typed, part.clearArticle));
    },
    brand: (word) => brands.get(brandKey(word)) ?? null,
  };
}

/** What a row of an order list asks for, as the search step reads it. */
export interface RowMatch {
  /** The row's article: its text, less the brand word when the brand was found in it. */
  article: string;
  /** The brand the row names (its own column, or a word of its text that is a catalogue brand); '' for none. */
  brand: string;
  offers: readonly Product[];
}

/**
 * The parts a row means. A row with no brand of its own whose text is no article may carry the
 * brand in its first or last word ('BOSCH 0986494524', '0986494524 BOSCH', as pasted lists are
 * written): that word is then the brand and the rest the article.
 */
export function matchRow(index: ArticleIndex, article: string, brand: string): RowMatch {
  const offers = index.parts(article);
  const asked = { article, brand, offers };
  if (brand !== '' || offers.length > 0) return asked;
  const words = article.trim().split(/\s+/);
  if (words.length < 2) return asked;
  const splits: [string, string][] = [
    [words[0] as string, words.slice(1).join(' ')],
    [words[words.length - 1] as string, words.slice(0, -1).join(' ')],
  ];
  for (const [word, rest] of splits) {
    const named = index.brand(word);
    const parts = named === null ? [] : index.parts(rest);
    if (named !== null && parts.length > 0) return { article: rest, brand: named, offers: parts };
  }
  return asked;
}
