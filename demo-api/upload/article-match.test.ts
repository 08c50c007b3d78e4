import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearArticle } from '../data/brands';
import { loadCatalogue } from '../data/catalogue';
import { articleIndex, looseArticle, matchRow } from './article-match';

const catalogue = loadCatalogue();
const index = articleIndex(catalogue.products);
const product = fc.constantFrom(...catalogue.products);

/**
 * An article as a buyer's spreadsheet may hand it back: its leading zeros lost (a cell turned it
 * into a number), its separators dropped, changed or added, its letters in another case.
 */
const mangled = (article: string) =>
  fc
    .record({
      dropZeros: fc.boolean(),
      separators: fc.array(fc.constantFrom('', ' ', '-', '.', '/'), {
        minLength: article.length + 1,
        maxLength: article.length + 1,
      }),
      lower: fc.boolean(),
    })
    .map(({ dropZeros, separators, lower }) => {
      const key = dropZeros ? looseArticle(article) : clearArticle(article);
      const text = [...key].map((char, at) => `${separators[at]}${char}`).join('') + separators[key.length];
      return lower ? text.toLowerCase() : text;
    });

describe('which catalogue articles a typed article means', () => {
  it('finds the article of the catalogue with its zeros lost, separators and case changed', () => {
    fc.assert(
      fc.property(
        product.chain((part) => fc.tuple(fc.constant(part), mangled(part.article))),
        ([part, typed]) => {
          expect(index.parts(typed)).toContain(part);
        },
      ),
    );
  });

  it('an article typed with the zeros the catalogue has means no part that has fewer', () => {
    fc.assert(
      fc.property(product, (part) => {
        for (const other of index.parts(part.article)) {
          expect(other.clearArticle.endsWith(part.clearArticle)).toBe(true);
          expect(other.clearArticle.length).toBeGreaterThanOrEqual(part.clearArticle.length);
        }
      }),
    );
  });

  it('only ever gives parts whose article is the typed one but for separators, case and leading zeros', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Za-z /.-]{0,14}$/), (typed) => {
        for (const part of index.parts(typed)) expect(looseArticle(part.article)).toBe(looseArticle(typed));
      }),
    );
  });

  it('offers both parts where an article may have lost its zeros and another has none to lose', () => {
    const withZero = catalogue.products.find((part) => part.article === '063525');
    const without = catalogue.products.find((part) => part.article === '63525');
    if (!withZero || !without) throw new Error('the demo catalogue has 063525 and 63525');
    expect(index.parts('63525')).toEqual(expect.arrayContaining([withZero, without]));
    expect(index.parts('063525')).toEqual([withZero]);
  });

  it('compares without leading zeros, never to nothing', () => {
    expect(looseArticle('0 986 494 524')).toBe('986494524');
    expect(looseArticle('008701')).toBe('8701');
    expect(looseArticle('000')).toBe('0');
    expect(looseArticle('w 712/75')).toBe('W71275');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(looseArticle(looseArticle(text))).toBe(looseArticle(text));
        if (clearArticle(text) !== '') expect(looseArticle(text)).not.toBe('');
      }),
    );
  });

  it("reads a brand written before or after the article in a row's text", () => {
    const bosch = catalogue.product(1001);
    if (!bosch) throw new Error('the demo catalogue has part 1001');
    const typed = looseArticle(bosch.article);
    for (const text of [`${typed} ${bosch.brand}`, `${bosch.brand.toLowerCase()} ${typed}`]) {
      const match = matchRow(index, text, '');
      expect(match.brand).toBe(bosch.brand);
      expect(match.article).toBe(typed);
      expect(match.offers).toContain(bosch);
    }
    // A brand of its own column is kept as named, the article looked up as it is.
    expect(matchRow(index, typed, 'Bosch')).toMatchObject({ article: typed, brand: 'Bosch' });
    expect(matchRow(index, 'NOPE 404', '')).toEqual({ article: 'NOPE 404', brand: '', offers: [] });
  });
});
