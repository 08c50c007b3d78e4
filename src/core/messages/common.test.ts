import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { goodsCount, type PluralForms, pluralWord } from './common';

const FORMS: PluralForms = { one: 'товар', few: 'товара', many: 'товаров', other: 'товара' };

/** The Russian rule for whole counts, written out: 1, 21, 101 → one; 2–4, 22–24 → few; the rest → many. */
function expectedForm(count: number): string {
  const lastTwo = count % 100;
  const last = count % 10;
  if (last === 1 && lastTwo !== 11) return FORMS.one;
  if (last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)) return FORMS.few;
  return FORMS.many;
}

describe('pluralWord', () => {
  it('takes the form Russian grammar gives a whole count', () => {
    fc.assert(fc.property(fc.nat(), (count) => pluralWord(count, FORMS) === expectedForm(count)));
  });

  it('says the goods of a basket as the badge and the order page show them', () => {
    expect([1, 2, 5, 11, 21, 112].map(goodsCount)).toEqual([
      '1 товар',
      '2 товара',
      '5 товаров',
      '11 товаров',
      '21 товар',
      '112 товаров',
    ]);
  });
});
