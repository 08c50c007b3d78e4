import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMPTY_FILTER, isSortCode } from './catalogue-filter';
import {
  activeFilterCount,
  clampPriceRange,
  sliderBounds,
  toggleProperty,
  toggleValue,
  visibleValues,
} from './filter-fields';

const price = fc.double({ min: 0, max: 1e6, noNaN: true });

describe('sliderBounds', () => {
  it('rounds the ends to whole numbers, outwards', () => {
    expect(sliderBounds({ min: 99.5, max: 11999.1 })).toEqual({ min: 99, max: 12000 });
  });

  it('has no slider without a range to slide over', () => {
    expect(sliderBounds(null)).toBeNull();
    expect(sliderBounds({ min: 500, max: 500 })).toBeNull();
    expect(sliderBounds({ min: Number.NaN, max: 10 })).toBeNull();
  });

  it('always holds every price of the range between whole ends', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const bounds = sliderBounds({ min: a, max: b });
        if (!bounds) return;
        expect(Number.isInteger(bounds.min) && Number.isInteger(bounds.max)).toBe(true);
        expect(bounds.min).toBeLessThanOrEqual(Math.min(a, b));
        expect(bounds.max).toBeGreaterThanOrEqual(Math.max(a, b));
      }),
    );
  });
});

describe('clampPriceRange', () => {
  const bounds = { min: 100, max: 5000 };

  it('rounds, orders and clamps the typed ends', () => {
    expect(clampPriceRange({ min: 900.6, max: 200.2 }, bounds)).toEqual({ min: 200, max: 901 });
    expect(clampPriceRange({ min: 0, max: 99999 }, { min: 100, max: 6000 })).toBeNull();
    expect(clampPriceRange({ min: 50, max: 300 }, bounds)).toEqual({ min: 100, max: 300 });
    expect(clampPriceRange({ min: 3000, max: Number.POSITIVE_INFINITY }, bounds)).toEqual({
      min: 3000,
      max: 5000,
    });
  });

  it('restricts nothing when the range covers the bounds', () => {
    expect(clampPriceRange({ min: 100, max: 5000 }, bounds)).toBeNull();
  });

  it('yields whole ends inside the bounds, in order, for any input', () => {
    fc.assert(
      fc.property(fc.double(), fc.double(), (min, max) => {
        const range = clampPriceRange({ min, max }, bounds);
        if (!range) return;
        expect(Number.isInteger(range.min) && Number.isInteger(range.max)).toBe(true);
        expect(bounds.min <= range.min && range.min <= range.max && range.max <= bounds.max).toBe(true);
      }),
    );
  });
});

describe('toggling values', () => {
  it('adds and removes a value', () => {
    expect(toggleValue(['BOSCH'], 'TRW')).toEqual(['BOSCH', 'TRW']);
    expect(toggleValue(['BOSCH', 'TRW'], 'BOSCH')).toEqual(['TRW']);
  });

  it('toggling twice gives back the list', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string()), fc.string(), (values, value) => {
        expect(new Set(toggleValue(toggleValue(values, value), value))).toEqual(new Set(values));
      }),
    );
  });

  it('drops a property left without values', () => {
    const once = toggleProperty(EMPTY_FILTER, 'CAR_MODEL', 'kia-rio');
    expect(once.properties).toEqual({ CAR_MODEL: ['kia-rio'] });
    expect(toggleProperty(once, 'CAR_MODEL', 'kia-rio').properties).toEqual({});
  });

  it('counts every restriction once', () => {
    expect(
      activeFilterCount({
        price: { min: 1, max: 2 },
        sections: ['11'],
        brands: ['BOSCH', 'TRW'],
        properties: { CAR_MODEL: ['kia-rio'] },
      }),
    ).toBe(5);
    expect(activeFilterCount(EMPTY_FILTER)).toBe(0);
  });
});

describe('visibleValues', () => {
  const values = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => ({ id }));

  it('shows five values until expanded', () => {
    expect(visibleValues(values, [], false).map((value) => value.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(visibleValues(values, [], true)).toHaveLength(7);
  });

  it('keeps a chosen value in sight when collapsed', () => {
    expect(visibleValues(values, ['g'], false).map((value) => value.id)).toEqual([
      'a',
      'b',
      'c',
      'd',
      'e',
      'g',
    ]);
  });
});

describe('isSortCode', () => {
  it('knows the five sort orders of the spec and nothing else', () => {
    for (const code of ['REL_ASC', 'PRICE_ASC', 'PRICE_DESC', 'NAME_ASC', 'NAME_DESC'])
      expect(isSortCode(code)).toBe(true);
    for (const code of ['REL_DESC', 'price_asc', '', null]) expect(isSortCode(code)).toBe(false);
  });
});
