import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseArticle, sameArticle } from './article';

describe('article normalisation', () => {
  it('strips separators and lower-cases', () => {
    expect(normaliseArticle('0 986 494 524')).toBe('0986494524');
    expect(normaliseArticle('W 712/75')).toBe('w71275');
    expect(normaliseArticle('13.0460-7184.2')).toBe('13046071842');
    expect(normaliseArticle(' PH-5796/1 ')).toBe('ph57961');
    expect(normaliseArticle('ЦБ-00047037')).toBe('цб00047037');
  });

  it('treats differently written numbers of one part as the same article', () => {
    expect(sameArticle('HU 7008 z', 'hu7008Z')).toBe(true);
    expect(sameArticle('0-986-494-524', '0 986 494 524')).toBe(true);
    expect(sameArticle('W 712/75', 'W 712/76')).toBe(false);
  });

  it('keeps only lower-case letters and digits, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const once = normaliseArticle(text);
        expect(once).not.toMatch(/[\s.\-/\\_,]/);
        expect(once).toBe(once.toLowerCase());
        expect(normaliseArticle(once)).toBe(once);
      }),
    );
  });

  it('ignores any separators put between the characters', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Z0-9]{1,12}$/),
        fc.array(fc.constantFrom(' ', '-', '.', '/'), { maxLength: 12 }),
        (article, separators) => {
          const written = [...article].map((char, index) => char + (separators[index] ?? '')).join('');
          expect(sameArticle(written, article.toLowerCase())).toBe(true);
        },
      ),
    );
  });
});
