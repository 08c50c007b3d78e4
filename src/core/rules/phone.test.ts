import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  editPhone,
  formatPhone,
  isCompletePhone,
  isForeignPhone,
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

/** A text field as the browser edits it before the mask hears of it: its text and its selection. */
interface FieldState {
  value: string;
  start: number;
  end: number;
}

type FieldAction =
  | { type: 'type'; text: string }
  | { type: 'paste'; text: string }
  | { type: 'backspace' }
  | { type: 'delete' }
  | { type: 'select-all' }
  | { type: 'caret'; at: number };

/** One action, as the browser does it, then the mask (editPhone) as the field's handler applies it. */
function act(field: FieldState, action: FieldAction): FieldState {
  const { value, start, end } = field;
  const apply = (typed: string, caret: number, kind: 'insert' | 'backward' | 'forward') => {
    const { phone, caret: at } = editPhone(value, typed, caret, kind);
    return { value: phone, start: at, end: at };
  };
  switch (action.type) {
    case 'type':
    case 'paste':
      return apply(
        value.slice(0, start) + action.text + value.slice(end),
        start + action.text.length,
        'insert',
      );
    case 'backspace':
      if (start !== end) return apply(value.slice(0, start) + value.slice(end), start, 'backward');
      if (start === 0) return field;
      return apply(value.slice(0, start - 1) + value.slice(start), start - 1, 'backward');
    case 'delete':
      if (start !== end) return apply(value.slice(0, start) + value.slice(end), start, 'forward');
      if (start === value.length) return field;
      return apply(value.slice(0, start) + value.slice(start + 1), start, 'forward');
    case 'select-all':
      return { value, start: 0, end: value.length };
    case 'caret': {
      const at = Math.min(action.at, value.length);
      return { value, start: at, end: at };
    }
  }
}

/** Types `text` key by key, as page.keyboard.type does. */
const typeKeys = (field: FieldState, text: string) =>
  [...text].reduce((state, key) => act(state, { type: 'type', text: key }), field);

const EMPTY: FieldState = { value: '', start: 0, end: 0 };

const actions: fc.Arbitrary<FieldAction> = fc.oneof(
  fc.record({ type: fc.constant('type' as const), text: fc.constantFrom(...'0123456789+- ()ф') }),
  fc.record({
    type: fc.constant('paste' as const),
    text: fc.oneof(fc.stringMatching(/^[0-9+() -]{0,18}$/), fc.string({ maxLength: 6 })),
  }),
  fc.constant({ type: 'backspace' as const }),
  fc.constant({ type: 'delete' as const }),
  fc.constant({ type: 'select-all' as const }),
  fc.record({ type: fc.constant('caret' as const), at: fc.nat({ max: 17 }) }),
);

/** Any field a client could have left by typing, pasting, deleting and selecting. */
const fields = fc.array(actions, { maxLength: 25 }).map((done) => done.reduce(act, EMPTY));

/** Ten subscriber digits, and the number as +7 ### ###-##-## shows them. */
const subscriber = fc.stringMatching(/^\d{10}$/);
const masked = (digits: string) =>
  `+7 ${digits.slice(0, 3)} ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;

describe('a number typed key by key, pasted, or typed over a selection (issue 22)', () => {
  it.each(['89101234567', '+79101234567', '79101234567', '9101234567'])(
    'types %j as +7 910 123-45-67, the caret at the end',
    (typed) => {
      expect(typeKeys(EMPTY, typed)).toEqual({ value: '+7 910 123-45-67', start: 16, end: 16 });
      expect(act(EMPTY, { type: 'paste', text: typed }).value).toBe('+7 910 123-45-67');
    },
  );

  it('shows the country code typed first as the mask’s +7, and lets Backspace empty the field', () => {
    expect(typeKeys(EMPTY, '8')).toEqual({ value: '+7 ', start: 3, end: 3 });
    expect(typeKeys(EMPTY, '+')).toEqual({ value: '+', start: 1, end: 1 });
    expect(typeKeys(EMPTY, '+7')).toEqual({ value: '+7 ', start: 3, end: 3 });
    expect(act(typeKeys(EMPTY, '8'), { type: 'backspace' })).toEqual(EMPTY);
    expect(act(typeKeys(EMPTY, '+'), { type: 'backspace' })).toEqual(EMPTY);
    // After the country code, an 8 is the number's own (8 800 …).
    expect(typeKeys(EMPTY, '88001234567').value).toBe('+7 800 123-45-67');
  });

  it('gives the same number in every form, whatever the field held, typed or pasted over it all', () => {
    const forms = fc.oneof(
      subscriber.map((digits) => ({ digits, typed: `8${digits}` })),
      subscriber.map((digits) => ({ digits, typed: `+7${digits}` })),
      subscriber.map((digits) => ({ digits, typed: `7${digits}` })),
      // Bare, it starts with its own first digit: an area or mobile code (3, 4, 9…), not 7 or 8, nor
      // 00 and another country's code (issue 44.9).
      subscriber
        .filter((digits) => !/^[78]/.test(digits) && !isForeignPhone(digits))
        .map((digits) => ({ digits, typed: digits })),
    );
    fc.assert(
      fc.property(fields, forms, fc.boolean(), (before, { digits, typed }, paste) => {
        const selected = act(before, { type: 'select-all' });
        const after = paste ? act(selected, { type: 'paste', text: typed }) : typeKeys(selected, typed);
        expect(after).toEqual({ value: masked(digits), start: 16, end: 16 });
      }),
    );
  });

  it('always shows a prefix of the mask (or a foreign number as typed), the caret inside the field and, after an edit, past the +7', () => {
    fc.assert(
      fc.property(fc.array(actions, { maxLength: 40 }), (done) => {
        let field = EMPTY;
        for (const action of done) {
          const before = field;
          field = act(field, action);
          const { value, start } = field;
          expect(start).toBeGreaterThanOrEqual(0);
          expect(start).toBeLessThanOrEqual(value.length);
          // Another country's code is kept as typed (issue 44.9).
          if (['', '+', '+7 '].includes(value) || isForeignPhone(value)) continue;
          expect(formatPhone(value)).toBe(value);
          // Where the client puts the caret or the selection is theirs; an edit's caret is the mask's.
          const edited = field !== before && action.type !== 'select-all' && action.type !== 'caret';
          if (edited) expect(start).toBeGreaterThanOrEqual(3);
        }
      }),
    );
  });

  it('puts a digit typed anywhere in an unfilled number just before the caret', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{1,9}$/),
        fc.nat({ max: 16 }),
        fc.constantFrom(...'0123456789'),
        (digits, at, key) => {
          const shown = typeKeys(EMPTY, `+7${digits}`);
          const placed = act(act(shown, { type: 'caret', at: Math.max(3, at) }), { type: 'type', text: key });
          expect(phoneDigits(placed.value)).toHaveLength(digits.length + 1);
          expect(placed.value.charAt(placed.start - 1)).toBe(key);
        },
      ),
    );
  });
});

describe('a number with another country’s code (issue 44.9)', () => {
  const otherCode = fc.integer({ min: 1, max: 999 }).filter((code) => !String(code).startsWith('7'));
  const digits = fc
    .array(fc.integer({ min: 0, max: 9 }), { minLength: 0, maxLength: 12 })
    .map((list) => list.join(''));

  it('is told from a Russian one however it is written', () => {
    for (const foreign of [
      '+375 29 123-45-67',
      '+49 (30) 1234567',
      '+1 212 555 0100',
      '00375291234567',
      ' +380',
      '0012125550100',
    ]) {
      expect(isForeignPhone(foreign)).toBe(true);
    }
    for (const russian of [
      '+7 473 200-00-12',
      '+7',
      '8 910 123 45 67',
      '9101234567',
      '',
      '+',
      '007 910',
      '0000000000',
    ]) {
      expect(isForeignPhone(russian)).toBe(false);
    }
  });

  it('stays as typed, typed on, pasted or deleted back, never masked into another +7 number', () => {
    fc.assert(
      fc.property(otherCode, digits, fc.constantFrom('+', '00'), (code, rest, plus) => {
        const typed = `${plus}${code} ${rest}`;
        expect(isForeignPhone(typed)).toBe(true);
        for (const kind of ['insert', 'backward', 'forward'] as const) {
          expect(editPhone('', typed, typed.length, kind)).toEqual({ phone: typed, caret: typed.length });
        }
        expect(isCompletePhone(editPhone('', typed, typed.length).phone)).toBe(false);
      }),
    );
  });

  it('gives way to the mask once its code is deleted and +7 typed', () => {
    expect(editPhone('+3', '+', 1, 'backward')).toEqual({ phone: '+', caret: 1 });
    expect(editPhone('+', '+7', 2).phone).toBe('+7 ');
    expect(editPhone('+375 29', '+7 29', 2).phone).toBe('+7 29');
  });
});
