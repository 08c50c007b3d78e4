import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { typedVehicleIdent, vinPageName, vinSearchValue } from './vin';

const chars = (alphabet: string, min: number, max: number) =>
  fc.array(fc.constantFrom(...alphabet), { minLength: min, maxLength: max }).map((list) => list.join(''));

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const DIGITS = '0123456789';
const ALPHANUMERIC = LETTERS + DIGITS;

/** Pattern (a): 12 letters or digits, then 5 of digits, o, i, q in any case. */
const vin = fc.tuple(chars(ALPHANUMERIC, 12, 12), chars(`${DIGITS}oiqOIQ`, 5, 5)).map(([a, b]) => a + b);
/** Pattern (b), without spaces at its ends (those are not part of the value). */
const frame = fc
  .tuple(chars(`${ALPHANUMERIC} -`, 3, 7), chars(`${DIGITS} -`, 3, 7))
  .map(([a, b]) => a + b)
  .filter((value) => value === value.trim());
const valid = fc.oneof(vin, frame);
/** Characters neither pattern allows. */
const foreign = fc.constantFrom('!', '.', '/', '_', '+', '#', 'Ж', 'я', 'Ä', '№', '*');

describe('VIN or frame number', () => {
  it('accepts every VIN of pattern (a), as typed', () => {
    fc.assert(fc.property(vin, (value) => vinSearchValue(value) === value));
  });

  it('accepts every frame number of pattern (b), as typed', () => {
    fc.assert(fc.property(frame, (value) => vinSearchValue(value) === value));
  });

  it('leaves out the spaces around a value', () => {
    fc.assert(
      fc.property(valid, chars(' \t', 0, 3), chars(' \t\n', 0, 3), (value, before, after) => {
        expect(vinSearchValue(before + value + after)).toBe(value);
      }),
    );
  });

  it('drops the spaces inside a VIN, as the catalogue service does', () => {
    expect(vinSearchValue('XW8 ZZZ 61ZBG 123456')).toBe('XW8ZZZ61ZBG123456');
    fc.assert(
      fc.property(vin, fc.array(fc.nat(), { maxLength: 4 }), (value, places) => {
        const spaced = [...places]
          .sort((a, b) => b - a)
          .reduce((text, at) => {
            const index = at % (text.length + 1);
            return `${text.slice(0, index)} ${text.slice(index)}`;
          }, value);
        expect(vinSearchValue(spaced)).toBe(value);
      }),
    );
  });

  it('refuses a value with any character the patterns do not allow', () => {
    fc.assert(
      fc.property(valid, foreign, fc.nat(), (value, char, at) => {
        const index = at % (value.length + 1);
        expect(vinSearchValue(value.slice(0, index) + char + value.slice(index))).toBeNull();
      }),
    );
  });

  it('refuses values longer than a VIN or shorter than the shortest frame number', () => {
    fc.assert(fc.property(chars(ALPHANUMERIC, 18, 40), (value) => vinSearchValue(value) === null));
    fc.assert(fc.property(chars(ALPHANUMERIC, 0, 5), (value) => vinSearchValue(value) === null));
  });

  it('refuses a 17-character value with another letter in the serial', () => {
    const serialLetter = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZabcdefghjklmnprstuvwxyz');
    fc.assert(
      fc.property(
        chars(ALPHANUMERIC, 12, 12),
        chars(DIGITS, 4, 4),
        serialLetter,
        fc.nat(4),
        (head, digits, letter, at) => {
          const serial = digits.slice(0, at) + letter + digits.slice(at);
          expect(vinSearchValue(head + serial)).toBeNull();
        },
      ),
    );
  });

  it('refuses a frame number that does not end in 3 digits, spaces or hyphens', () => {
    fc.assert(fc.property(chars(LETTERS, 6, 16), (value) => vinSearchValue(value) === null));
    expect(vinSearchValue('ACV40-0123456A')).toBeNull();
  });

  it.each([
    ['XTAGFL110LY123456', 'XTAGFL110LY123456'],
    ['xtagfl110ly12345o', 'xtagfl110ly12345o'],
    ['  ACV40-0123456 ', 'ACV40-0123456'],
    ['GRX120 0012345', 'GRX120 0012345'],
    ['XTAGFL110LY12345Z', null],
    ['ACV40', null],
    ['ХТА123456', null],
    ['', null],
  ])('reads %j as %j', (text, expected) => {
    expect(vinSearchValue(text)).toBe(expected);
  });
});

describe('a VIN or frame number typed into the quick search', () => {
  it('is recognised as a VIN, or as a frame number in its hyphenated form', () => {
    expect(typedVehicleIdent(' xw8zzz61zbg123456 ')).toEqual({ kind: 'vin', value: 'xw8zzz61zbg123456' });
    expect(typedVehicleIdent('XW8Z ZZ61 ZBG1 23456')).toEqual({ kind: 'vin', value: 'XW8ZZZ61ZBG123456' });
    expect(typedVehicleIdent('ACV40-0123456')).toEqual({ kind: 'frame', value: 'ACV40-0123456' });
  });

  it('is every VIN, whatever spaces a search box holds around or inside it', () => {
    fc.assert(
      fc.property(vin, chars(' ', 0, 3), fc.nat(16), chars(' ', 0, 3), (value, before, at, after) => {
        const index = (at % 16) + 1;
        const typed = `${before}${value.slice(0, index)} ${value.slice(index)}${after}`;
        expect(typedVehicleIdent(typed)).toEqual({ kind: 'vin', value });
      }),
    );
  });

  it('is a frame number only as a model code, a hyphen and the serial', () => {
    const model = chars(ALPHANUMERIC, 3, 7);
    // With the hyphen, at most 7 characters: the field's pattern (b) ends in 3 to 7 of them.
    const serial = chars(DIGITS, 3, 6);
    fc.assert(
      fc.property(model, serial, (code, number) => {
        expect(typedVehicleIdent(`${code}-${number}`)).toEqual({ kind: 'frame', value: `${code}-${number}` });
        // The same digits with a space, or none, are as likely an article.
        expect(typedVehicleIdent(`${code} ${number}`)).toBeNull();
        if (`${code}${number}`.length !== 17) expect(typedVehicleIdent(`${code}${number}`)).toBeNull();
      }),
    );
  });

  it('is nothing for a text with a character neither a VIN nor a frame number has', () => {
    fc.assert(
      fc.property(valid, foreign, fc.nat(), (value, char, at) => {
        const index = at % (value.length + 1);
        expect(typedVehicleIdent(value.slice(0, index) + char + value.slice(index))).toBeNull();
      }),
    );
  });

  it('is not an article number that merely fits the field’s frame pattern', () => {
    for (const article of ['GDB1550', '0 986 494 524', '5Q0 615 123', 'колодки', '']) {
      expect(typedVehicleIdent(article)).toBeNull();
    }
  });
});

describe('the name of a catalogue page', () => {
  const catalogue = { name: 'Volkswagen' };
  const vehicle = { name: 'VW Polo 6R1' };
  it('names a unit with its car, a car alone, a catalogue alone', () => {
    expect(vinPageName({ catalogue, vehicle, unit: { name: 'Двигатель' } })).toBe('Двигатель — VW Polo 6R1');
    expect(vinPageName({ catalogue, vehicle })).toBe('VW Polo 6R1');
    expect(vinPageName({ catalogue })).toBe('Volkswagen');
  });
});
