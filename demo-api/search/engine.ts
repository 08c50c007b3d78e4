import type { Product } from '../data/catalogue';
import {
  compact,
  cyrillicToLatin,
  editDistance,
  fold,
  latinToCyrillic,
  stem,
  typoAllowance,
  wordsOf,
} from './text';

/** Search types of doc 1 §9 with the meanings of DESIGN.md: kod is the XML_ID, advanced matches every word anywhere. */
export const SEARCH_TYPES = ['article', 'description', 'advanced', 'kod'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

/**
 * How close the found parts are to the query: `exact`, else `soft` (a part of the article, or the
 * words with a typo), else `ultra-soft` (an article with a typo, or only some of the words).
 */
type Precision = 'exact' | 'soft' | 'ultra-soft';
const PRECISIONS: readonly Precision[] = ['exact', 'soft', 'ultra-soft'];

/** The query as typed, or retyped in the other keyboard layout. */
export type Variant = 'typed' | 'lat2ru' | 'ru2lat';

interface QueryVariant {
  variant: Variant;
  text: string;
}

/** The query as typed and as the other keyboard layout would have typed it (when that differs). */
export function queryVariants(text: string): QueryVariant[] {
  const variants: QueryVariant[] = [{ variant: 'typed', text }];
  const cyrillic = latinToCyrillic(text);
  if (cyrillic !== text) variants.push({ variant: 'lat2ru', text: cyrillic });
  const latin = cyrillicToLatin(text);
  if (latin !== text) variants.push({ variant: 'ru2lat', text: latin });
  return variants;
}

/** A query word against a word of a name: typed in part ('колод'), or with another Russian ending. */
export function wordMatches(query: string, nameWord: string): boolean {
  if (nameWord.startsWith(query)) return true;
  const queryStem = stem(query);
  return queryStem.length >= 3 && (nameWord.startsWith(queryStem) || stem(nameWord) === queryStem);
}

function wordMatchesWithTypo(query: string, nameWord: string): boolean {
  if (wordMatches(query, nameWord)) return true;
  const queryStem = stem(query);
  const allowance = typoAllowance(queryStem.length);
  if (allowance === 0) return false;
  const nameStem = stem(nameWord);
  return (
    editDistance(queryStem, nameStem, allowance) <= allowance ||
    editDistance(queryStem, nameWord.slice(0, queryStem.length), allowance) <= allowance
  );
}

interface Indexed {
  product: Product;
  nameWords: string[];
  article: string;
  brand: string;
  code: string;
}

const indexes = new WeakMap<readonly Product[], Indexed[]>();

function indexOf(products: readonly Product[]): Indexed[] {
  let index = indexes.get(products);
  if (!index) {
    index = products.map((product) => ({
      product,
      nameWords: wordsOf(product.name),
      article: compact(product.article),
      brand: fold(product.brand),
      code: compact(product.xmlId),
    }));
    indexes.set(products, index);
  }
  return index;
}

/** Query words worth comparing: single letters are noise unless they are all there is. */
function queryWords(text: string): string[] {
  const words = wordsOf(text);
  const meaningful = words.filter((word) => word.length >= 2);
  return meaningful.length > 0 ? meaningful : words;
}

type Scorer = (part: Indexed, text: string) => number;

function articleScore(precision: Precision): Scorer {
  return ({ article }, text) => {
    const query = compact(text);
    if (query === '') return 0;
    if (precision === 'exact') return article === query ? 100 : 0;
    if (precision === 'soft') {
      if (query.length < 3 || !article.includes(query)) return 0;
      return article.startsWith(query) ? 70 : 60;
    }
    const allowance = typoAllowance(query.length);
    if (allowance === 0) return 0;
    const distance = Math.min(
      editDistance(article, query, allowance),
      editDistance(article.slice(0, query.length), query, allowance),
    );
    return distance <= allowance ? 40 - distance : 0;
  };
}

function nameScore(precision: Precision): Scorer {
  return ({ nameWords }, text) => {
    const words = queryWords(text);
    if (words.length === 0) return 0;
    const match = precision === 'exact' ? wordMatches : wordMatchesWithTypo;
    const matched = words.filter((word) => nameWords.some((nameWord) => match(word, nameWord))).length;
    if (precision === 'ultra-soft') return words.length >= 2 && matched > 0 ? 20 + matched : 0;
    if (matched < words.length) return 0;
    const startsWithFirst =
      nameWords[0] !== undefined && words[0] !== undefined && match(words[0], nameWords[0]);
    return (precision === 'exact' ? 100 : 60) + (startsWithFirst ? 5 : 0);
  };
}

/** One word of an advanced query against the brand, the article and the name together. */
function advancedWordMatches(part: Indexed, word: string, withTypo: boolean): boolean {
  const compactWord = compact(word);
  if (part.brand.startsWith(word) || (compactWord.length >= 2 && compact(part.brand).startsWith(compactWord)))
    return true;
  if (compactWord.length >= 2 && part.article.includes(compactWord)) return true;
  const match = withTypo ? wordMatchesWithTypo : wordMatches;
  return part.nameWords.some((nameWord) => match(word, nameWord));
}

function advancedScore(precision: Precision): Scorer {
  return (part, text) => {
    const words = queryWords(text);
    if (words.length === 0) return 0;
    const matched = words.filter((word) => advancedWordMatches(part, word, precision !== 'exact')).length;
    if (precision === 'ultra-soft') return words.length >= 2 && matched > 0 ? 20 + matched : 0;
    return matched === words.length ? (precision === 'exact' ? 100 : 60) : 0;
  };
}

function codeScore(precision: Precision): Scorer {
  return ({ code }, text) => {
    const query = compact(text);
    if (query === '') return 0;
    const digits = code.replace(/\D/g, '');
    const queryIsNumber = /^\d+$/.test(query);
    if (precision === 'exact') {
      return query === code || (queryIsNumber && Number(query) === Number(digits)) ? 100 : 0;
    }
    if (precision === 'soft')
      return query.length >= 3 && (code.includes(query) || digits.includes(query)) ? 60 : 0;
    return 0;
  };
}

const SCORERS: Record<SearchType, (precision: Precision) => Scorer> = {
  article: articleScore,
  description: nameScore,
  advanced: advancedScore,
  kod: codeScore,
};

interface SearchQuery {
  text: string;
  type: SearchType;
  /** Only this brand's parts; '' (or 'nobrand') for all. */
  brand?: string;
}

interface SearchOutcome {
  /** Best first. */
  products: Product[];
  /** `null` when nothing was found at all. */
  precision: Precision | null;
  variant: Variant;
}

export function isOfBrand(product: Product, brand: string | undefined): boolean {
  return !brand || brand === 'nobrand' || fold(product.brand) === fold(brand);
}

/**
 * The named search: the closest precision that finds anything, trying the query as typed and
 * then retyped in the other keyboard layout at each level.
 */
export function searchParts(products: readonly Product[], query: SearchQuery): SearchOutcome {
  const pool = indexOf(products).filter((part) => isOfBrand(part.product, query.brand));
  const variants = queryVariants(query.text.trim());
  for (const precision of PRECISIONS) {
    const score = SCORERS[query.type](precision);
    for (const { variant, text } of variants) {
      const found = pool
        .map((part) => ({ product: part.product, score: score(part, text) }))
        .filter((match) => match.score > 0)
        .sort((a, b) => b.score - a.score || a.product.id - b.product.id);
      if (found.length > 0) return { products: found.map((match) => match.product), precision, variant };
    }
  }
  return { products: [], precision: null, variant: 'typed' };
}

interface Suggestion {
  product: Product;
  score: number;
  variant: Variant;
  /** The compact article part that matched, when the article did. */
  articleMatch: string | null;
  /** The words of the name that matched, when the name did. */
  nameQueryWords: string[];
}

/**
 * Quick-search suggestions: parts whose article contains the query, then parts whose name has
 * every word of it, for the query as typed and retyped in the other layout.
 */
export function suggestParts(products: readonly Product[], text: string, limit: number): Suggestion[] {
  const byId = new Map<number, Suggestion>();
  const keep = (suggestion: Suggestion): void => {
    const known = byId.get(suggestion.product.id);
    if (!known || known.score < suggestion.score) byId.set(suggestion.product.id, suggestion);
  };
  for (const { variant, text: variantText } of queryVariants(text.trim())) {
    const query = compact(variantText);
    const words = queryWords(variantText);
    for (const part of indexOf(products)) {
      if (query.length >= 3 && part.article.includes(query)) {
        keep({
          product: part.product,
          score: part.article.startsWith(query) ? 200 : 150,
          variant,
          articleMatch: query,
          nameQueryWords: [],
        });
      }
      if (
        words.length > 0 &&
        words.every((word) => part.nameWords.some((nameWord) => wordMatches(word, nameWord)))
      ) {
        keep({ product: part.product, score: 100, variant, articleMatch: null, nameQueryWords: words });
      }
    }
  }
  return [...byId.values()]
    .sort((a, b) => b.score - a.score || b.product.stock - a.product.stock || a.product.id - b.product.id)
    .slice(0, limit);
}
