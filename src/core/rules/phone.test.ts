import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editPhone,
  formatPhone,
  isCompletePhone,
  PHONE_LENGTH,
  phoneCaret,
  phoneDigits,
  telHref,
} from './phone';

describe('phone mask +7 ### ###-##-##', () => {
  it.each([
    ['', ''],
    ['4', '+7 4'],
    ['473', '+7 473'],
    ['4732', '+7 473 2'],
    ['473200', '+7 473 200'],
    ['4732000', '+7 473 200-0'],
    ['473200001', '+7 473 200-00-1'],
    ['4732000012', '+7 473 200-00-12'],
    ['47320000123456', '+7 473 200-00-12'],
  ])('fills %j as %j', (typed, shown) => {
    expect(formatPhone(typed)).toBe(shown);
  });

  it('reads a pasted number with its country code, as +7 or as 8', () => {
    expect(formatPhone('+7 (473) 200-00-12')).toBe('+7 473 200-00-12');
    expect(formatPhone('8 473 200 00 12')).toBe('+7 473 200-00-12');
    expect(formatPhone('7-473-200-00-12')).toBe('+7 473 200-00-12');
  });

  it('keeps the prefix when a digit is typed after a masked value', () => {
    expect(formatPhone('+7 473 2009')).toBe('+7 473 200-9');
    expect(formatPhone('+7 ')).toBe('');
  });

  it('takes a digit typed before the prefix as the first digit of the number', () => {
    expect(formatPhone('0+7 473 200')).toBe('+7 047 320-0');
  });

  it('ignores letters', () => {
    expect(formatPhone('тел. 9a0b0')).toBe('+7 900');
  });

  it('is complete only with all ten digits, 16 characters', () => {
    expect(PHONE_LENGTH).toBe(16);
    expect(isCompletePhone('+7 473 200-00-12')).toBe(true);
    expect(isCompletePhone('+7 473 200-00-1')).toBe(false);
    expect(isCompletePhone('+7 473 200 00 12')).toBe(false);
  });

  it('formats any text into a prefix of the mask, and again into the same', () => {
    fc.assert(
      fc.property(fc.string(), (typed) => {
        const shown = formatPhone(typed);
        expect(shown.length).toBeLessThanOrEqual(PHONE_LENGTH);
        expect('+7 000 000-00-00'.startsWith(shown.replace(/\d/g, '0').replace(/^\+0/, '+7'))).toBe(true);
        expect(formatPhone(shown)).toBe(shown);
        expect(phoneDigits(shown)).toBe(phoneDigits(typed));
      }),
    );
  });
});

describe('phone caret', () => {
  it('stays after the digits it followed', () => {
    expect(phoneCaret('+7 473 200-00-12', 3)).toBe(6);
    expect(phoneCaret('+7 473 200-00-12', 4)).toBe(8);
    expect(phoneCaret('+7 473 200-00-12', 10)).toBe(16);
    expect(phoneCaret('+7 4', 0)).toBe(3);
    expect(phoneCaret('', 0)).toBe(0);
  });
});

describe('editing the masked phone', () => {
  it('fills the mask as digits are typed, the caret after the last', () => {
    expect(editPhone('+7 473 20', '+7 473 200', 10)).toEqual({ phone: '+7 473 200', caret: 10 });
    expect(editPhone('+7 473 200', '+7 473 2000', 11)).toEqual({ phone: '+7 473 200-0', caret: 12 });
  });

  it('reads a pasted number in any of its usual forms', () => {
    expect(editPhone('', '8 900 123 45 67', 15).phone).toBe('+7 900 123-45-67');
    expect(editPhone('', '+7 (900) 123-45-67', 18)).toEqual({ phone: '+7 900 123-45-67', caret: 16 });
  });

  it('keeps the caret after the digit it followed when typing in the middle', () => {
    expect(editPhone('+7 473 200-00-1', '+7 4973 200-00-1', 5)).toEqual({
      phone: '+7 497 320-00-01',
      caret: 5,
    });
  });

  it('deletes the digit before a separator on Backspace after it', () => {
    // '+7 900 123-45': Backspace just after '-' removes the hyphen, which the mask would put back.
    expect(editPhone('+7 900 123-45', '+7 900 12345', 10, 'backward')).toEqual({
      phone: '+7 900 124-5',
      caret: 9,
    });
    expect(editPhone('+7 900 123', '+7 900123', 6, 'backward')).toEqual({ phone: '+7 901 23', caret: 5 });
  });

  it('deletes the digit after a separator on Delete before it', () => {
    expect(editPhone('+7 900 123-45', '+7 900 12345', 10, 'forward')).toEqual({
      phone: '+7 900 123-5',
      caret: 10,
    });
  });

  it('deletes a digit as it is, separators falling into place', () => {
    expect(editPhone('+7 900 123-45', '+7 900 13-45', 8, 'backward')).toEqual({
      phone: '+7 900 134-5',
      caret: 8,
    });
  });

  it('leaves the number alone when the prefix is deleted', () => {
    expect(editPhone('+7 900 123', '+7900 123', 2, 'backward')).toEqual({ phone: '+7 900 123', caret: 3 });
    expect(editPhone('+7 900 123', '+ 900 123', 1, 'backward')).toEqual({ phone: '+7 900 123', caret: 3 });
    expect(editPhone('+7 9', '+79', 2, 'backward')).toEqual({ phone: '+7 9', caret: 3 });
  });

  it('walks Backspace from the end to empty, one digit a press, separators included', () => {
    let shown = '+7 473 200-00-12';
    let caret = shown.length;
    for (let left = 9; left >= 0; left -= 1) {
      const typed = shown.slice(0, caret - 1) + shown.slice(caret);
      ({ phone: shown, caret } = editPhone(shown, typed, caret - 1, 'backward'));
      expect(phoneDigits(shown)).toBe('4732000012'.slice(0, left));
      expect(caret).toBe(shown.length);
    }
    expect(shown).toBe('');
  });
});

describe('tel: links', () => {
  it('writes a phone in international form, an extension after a pause', () => {
    expect(telHref('+7 (473) 260-44-10')).toBe('tel:+74732604410');
    expect(telHref('+7 (473) 260-44-10 доб. 215')).toBe('tel:+74732604410,215');
    expect(telHref('8 910 345-67-89')).toBe('tel:+79103456789');
  });
});
