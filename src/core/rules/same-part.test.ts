import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clearPartText, partKey } from './same-part';

const separators = fc.constantFrom(' ', '-', '.', '/', '_', '\u00a0', ',', '\\', '(', ')');
const articleChars = fc.string({
  unit: fc.constantFrom(...'0123456789ABCDEFGHKLMNPRSTUWXZ'.split('')),
  minLength: 1,
  maxLength: 14,
});

/** The article with separators put between its characters and a random case per character. */
function disguise(article: string, seps: string[], upper: boolean[]): string {
  return [...article]
    .map((char, index) => {
      const cased = upper[index % upper.length] ? char.toUpperCase() : char.toLowerCase();
      return `${seps[index % seps.length] ?? ''}${cased}`;
    })
    .join('');
}

describe('the same part', () => {
  it('strips separators and lower-cases', () => {
    expect(clearPartText('0 986 494 524')).toBe('0986494524');
    expect(clearPartText('W 712/75')).toBe('w71275');
    expect(clearPartText('13.0460-7184.2')).toBe('13046071842');
    expect(clearPartText('LEMFÖRDER')).toBe('lemförder');
  });

  it('keys brand and article together', () => {
    expect(partKey('Mann-Filter', 'w712/75')).toBe(partKey('MANN FILTER', 'W 712 75'));
    expect(partKey('BOSCH', '0986494524')).not.toBe(partKey('TRW', '0986494524'));
  });

  it('finds the same part whatever separators and case a supplier writes', () => {
    fc.assert(
      fc.property(
        articleChars,
        fc.array(fc.oneof(separators, fc.constant('')), { minLength: 1, maxLength: 6 }),
        fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }),
        (article, seps, upper) => {
          expect(partKey('bosch', disguise(article, seps, upper))).toBe(partKey('BOSCH', article));
        },
      ),
    );
  });

  it('tells different articles apart', () => {
    fc.assert(
      fc.property(articleChars, articleChars, (a, b) => {
        fc.pre(a.toLowerCase() !== b.toLowerCase());
        expect(partKey('BOSCH', a)).not.toBe(partKey('BOSCH', b));
      }),
    );
  });
});
