import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Field } from './Field';
import { PhoneInput } from './PhoneInput';

function Phone({ initial = '' }: { initial?: string }) {
  const [phone, setPhone] = useState(initial);
  return (
    <Field label="Телефон">
      {(control) => <PhoneInput {...control} value={phone} onChange={setPhone} />}
    </Field>
  );
}

const input = () => screen.getByLabelText('Телефон') as HTMLInputElement;

/** What the browser does to the field before React hears of it: the new text and the caret. */
function edit(text: string, caret: number, inputType = 'insertText') {
  input().focus();
  fireEvent.input(input(), {
    target: { value: text, selectionStart: caret, selectionEnd: caret },
    inputType,
  });
}

describe('PhoneInput', () => {
  it('shows the mask as its placeholder and fills it as digits are typed', () => {
    render(<Phone />);
    expect(input().placeholder).toBe('+7 ___ ___-__-__');
    expect(input().type).toBe('tel');
    edit('4', 1);
    expect(input().value).toBe('+7 4');
    edit('+7 473200', 9);
    expect(input().value).toBe('+7 473 200');
    expect(input().selectionStart).toBe(10);
  });

  it.each([['8 900 123 45 67'], ['+7 (900) 123-45-67'], ['+7 (900) 123 - 45 - 67, доб.']])(
    'reads the pasted %j as +7 900 123-45-67',
    (pasted) => {
      render(<Phone />);
      edit(pasted, pasted.length, 'insertFromPaste');
      expect(input().value).toBe('+7 900 123-45-67');
    },
  );

  it.each(['89101234567', '+79101234567', '79101234567', '9101234567'])(
    'types %j key by key as +7 910 123-45-67 (issue 22)',
    (typed) => {
      render(<Phone />);
      for (const key of typed) {
        const shown = input().value;
        edit(shown + key, shown.length + 1);
      }
      expect(input().value).toBe('+7 910 123-45-67');
      expect(input().selectionStart).toBe(16);
    },
  );

  it('reads 8 typed over the whole number as the country code, and Backspace then empties it', () => {
    render(<Phone initial="+7 473 200-00-12" />);
    edit('8', 1);
    expect(input().value).toBe('+7 ');
    expect(input().selectionStart).toBe(3);
    edit('+7', 2, 'deleteContentBackward');
    expect(input().value).toBe('');
  });

  it('deletes across a separator with Backspace, one digit a press', () => {
    render(<Phone initial="+7 900 123-45" />);
    // Backspace just after the hyphen: the browser removes the hyphen.
    edit('+7 900 12345', 10, 'deleteContentBackward');
    expect(input().value).toBe('+7 900 124-5');
    expect(input().selectionStart).toBe(9);
  });

  it('deletes across a separator with Delete', () => {
    render(<Phone initial="+7 900 123-45" />);
    edit('+7 900 12345', 10, 'deleteContentForward');
    expect(input().value).toBe('+7 900 123-5');
    expect(input().selectionStart).toBe(10);
  });

  it('keeps the number when a letter is typed or the prefix deleted', () => {
    render(<Phone initial="+7 900" />);
    edit('+7 900ф', 7);
    expect(input().value).toBe('+7 900');
    edit('+7900', 2, 'deleteContentBackward');
    expect(input().value).toBe('+7 900');
    expect(input().selectionStart).toBe(3);
  });
});
