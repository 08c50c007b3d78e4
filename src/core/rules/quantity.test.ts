import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAddQuantity,
  decrement,
  increment,
  initialQuantity,
  isOrderable,
  maximumOf,
  QUANTITY_CEILING,
  startingQuantity,
  typeQuantity,
} from './quantity';

const limits = fc.record({
  multiplicity: fc.integer({ min: 1, max: 50 }),
  stock: fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null }),
});

describe('quantity stepper', () => {
  it('starts at 1, or at the multiplicity', () => {
    expect(initialQuantity({})).toEqual({ value: 1, text: '1', state: 'valid', message: null });
    expect(initialQuantity({ multiplicity: 4, stock: 20 }).value).toBe(4);
  });

  it('steps a multiplicity of 4 from 4 to 8 and back', () => {
    const up = increment(4, { multiplicity: 4, stock: 20 });
    expect(up).toMatchObject({ value: 8, state: 'valid' });
    expect(decrement(8, { multiplicity: 4, stock: 20 })).toMatchObject({ value: 4, state: 'valid' });
  });

  it('rounds a non-multiple up on plus and down on minus', () => {
    expect(increment(6, { multiplicity: 4, stock: 20 }).value).toBe(8);
    expect(decrement(6, { multiplicity: 4, stock: 20 }).value).toBe(4);
  });

  it("caps plus at the stock with 'Макс. кол-во {max}'", () => {
    expect(increment(8, { multiplicity: 4, stock: 10 })).toEqual({
      value: 8,
      text: '8',
      state: 'info',
      message: 'Макс. кол-во 8',
    });
    expect(increment(9, { multiplicity: 1, stock: 10 })).toMatchObject({
      value: 10,
      state: 'info',
      message: 'Макс. кол-во 10',
    });
  });

  it('never goes below the multiplicity on minus', () => {
    expect(decrement(4, { multiplicity: 4 }).value).toBe(4);
    expect(decrement(1, {}).value).toBe(1);
  });

  it.each([
    ['', 'Кол-во должно быть больше 0'],
    ['0', 'Кол-во должно быть больше 0'],
    ['abc', 'Кол-во должно быть больше 0'],
    ['2.5', 'Кол-во должно быть больше 0'],
    ['-4', 'Кол-во должно быть больше 0'],
    ['1e3', 'Кол-во должно быть больше 0'],
    ['2', 'Мин. кол-во 4'],
    ['6', 'Неверное кол-во'],
  ])('refuses %j with %j', (text, message) => {
    const quantity = typeQuantity(text, { multiplicity: 4, stock: 100 });
    expect(quantity).toMatchObject({ state: 'error', message, text });
    expect(canAddQuantity(quantity)).toBe(false);
  });

  it('clamps a typed value above the maximum, huge ones included', () => {
    expect(typeQuantity('120', { multiplicity: 4, stock: 102 })).toEqual({
      value: 100,
      text: '100',
      state: 'info',
      message: 'Макс. кол-во 100',
    });
    expect(typeQuantity('99999999999999999999999', {})).toMatchObject({
      value: QUANTITY_CEILING,
      state: 'info',
    });
  });

  it("clamps a value above the maximum with 'Макс. кол-во {max}' whatever else is wrong with it", () => {
    expect(typeQuantity('9999', { multiplicity: 4, stock: 120 })).toEqual({
      value: 120,
      text: '120',
      state: 'info',
      message: 'Макс. кол-во 120',
    });
    // Not a multiple of 4 and above 8: the maximum wins.
    expect(typeQuantity('9', { multiplicity: 4, stock: 10 })).toMatchObject({
      value: 8,
      message: 'Макс. кол-во 8',
    });
    fc.assert(
      fc.property(limits, fc.integer({ min: 1, max: 10_000_000 }), (limit, typed) => {
        const max = maximumOf(limit);
        fc.pre(max >= limit.multiplicity && typed > max);
        expect(typeQuantity(String(typed), limit)).toEqual({
          value: max,
          text: String(max),
          state: 'info',
          message: `Макс. кол-во ${max}`,
        });
      }),
    );
  });

  it("blocks a part in stock below its multiplicity with 'Нет в наличии для заказа кратно {m}'", () => {
    const limit = { multiplicity: 4, stock: 3 };
    expect(isOrderable(limit)).toBe(false);
    for (const quantity of [
      initialQuantity(limit),
      increment(4, limit),
      decrement(4, limit),
      typeQuantity('4', limit),
      typeQuantity('9999', limit),
    ]) {
      expect(quantity).toMatchObject({ state: 'error', message: 'Нет в наличии для заказа кратно 4' });
      expect(canAddQuantity(quantity)).toBe(false);
    }
    expect(initialQuantity({ multiplicity: 1, stock: 0 })).toMatchObject({
      state: 'error',
      message: 'Нет в наличии.',
    });
    expect(isOrderable({ multiplicity: 4, stock: 4 })).toBe(true);
    expect(isOrderable({ multiplicity: 4, stock: null })).toBe(true);
  });

  it("starts a part in the basket at the basket's quantity, clamped to what the stock holds", () => {
    expect(startingQuantity(2, { multiplicity: 1, stock: 38 })).toMatchObject({ value: 2, state: 'valid' });
    expect(startingQuantity(0, { multiplicity: 4, stock: 38 })).toMatchObject({ value: 4, state: 'valid' });
    expect(startingQuantity(40, { multiplicity: 1, stock: 38 })).toMatchObject({
      value: 38,
      state: 'info',
      message: 'Макс. кол-во 38',
    });
  });

  it('keeps plus and minus on multiples between m and the maximum', () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: -10, max: 6000 }), (limit, current) => {
        const max = maximumOf(limit);
        fc.pre(max >= limit.multiplicity);
        for (const result of [increment(current, limit), decrement(current, limit)]) {
          expect(result.value).not.toBeNull();
          const value = result.value as number;
          expect(value % limit.multiplicity).toBe(0);
          expect(value).toBeGreaterThanOrEqual(limit.multiplicity);
          expect(value).toBeLessThanOrEqual(max);
          expect(result.state).not.toBe('error');
        }
      }),
    );
  });

  it('accepts a typed value exactly when it is a multiple within the limits', () => {
    fc.assert(
      fc.property(limits, fc.integer({ min: 1, max: 6000 }), (limit, typed) => {
        const result = typeQuantity(String(typed), limit);
        const fits = typed % limit.multiplicity === 0 && typed <= maximumOf(limit);
        expect(result.state === 'valid').toBe(fits);
        if (result.state !== 'error') expect((result.value as number) % limit.multiplicity).toBe(0);
      }),
    );
  });

  it('gives every string either a quantity or a message', () => {
    fc.assert(
      fc.property(fc.string(), limits, (text, limit) => {
        const result = typeQuantity(text, limit);
        if (result.state === 'valid') expect(result.message).toBeNull();
        else
          expect(result.message).toMatch(
            /^(Кол-во должно быть больше 0|Мин\. кол-во \d+|Неверное кол-во|Макс\. кол-во \d+|Нет в наличии(\.| для заказа кратно \d+))$/,
          );
      }),
    );
  });
});
