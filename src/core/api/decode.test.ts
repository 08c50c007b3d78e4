import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  array,
  DecodeError,
  identifier,
  numeric,
  object,
  oneOf,
  optional,
  string,
  tryDecode,
} from './decode';

describe('decoders', () => {
  it('reads numbers sent as numbers or numeric strings', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(numeric(value)).toBe(value);
        expect(numeric(String(value))).toBe(Number(String(value)));
      }),
    );
  });

  it.each([['abc'], [''], [null], [{}], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j as a number',
    (input) => {
      expect(() => numeric(input)).toThrow(DecodeError);
    },
  );

  it('names the path of the first wrong field', () => {
    const decode = object({ result: object({ items: array(object({ ID: identifier, NAME: string })) }) });
    const result = tryDecode(decode, {
      result: {
        items: [
          { ID: 1, NAME: 'a' },
          { ID: 2, NAME: 3 },
        ],
      },
    });
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.message).toBe('.result.items[1].NAME: expected a string');
  });

  it('fills missing and null optional fields with the fallback', () => {
    const decode = object({ a: optional(string, 'x'), b: optional(numeric, 0) });
    expect(decode({ b: null })).toEqual({ a: 'x', b: 0 });
  });

  it('accepts only the listed values', () => {
    const decode = oneOf(['article', 'kod'] as const);
    expect(decode('kod')).toBe('kod');
    expect(() => decode('everything')).toThrow('expected one of article, kod');
  });
});
