import { editPhone, phoneMessages } from '@portal/core/kit';
import { type InputHTMLAttributes, useLayoutEffect, useRef } from 'react';

interface PhoneInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type'> {
  /** The number as the mask shows it: '+7 473 200-00-01', or '' when empty. */
  value: string;
  /** The masked number after each keystroke, paste or deletion. */
  onChange: (phone: string) => void;
}

/**
 * A phone field masked as +7 ### ###-##-## (rules in core `phone`): typed digits fill the mask, a
 * country code typed or pasted first (+7, 7 or 8) is the mask's '+7', so 89001234567 typed key by
 * key, or pasted as '8 900 123 45 67' or '+7 (900) 123-45-67', becomes '+7 900 123-45-67', and the caret stays
 * after the digit it followed, so typing or deleting in the middle, across a separator, does not
 * jump to the end. The mask keeps ten digits, so there is no `maxLength` to cut a pasted number
 * short. Put it in a `Field` and spread the field's control props onto it.
 */
export function PhoneInput({
  value,
  onChange,
  placeholder = phoneMessages.placeholder,
  ...rest
}: PhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    // Inside a shadow root, document.activeElement is the widget's host, not the field: ask the
    // field's own root (a document or a shadow root, both of which know their active element).
    const root = element?.getRootNode() as Partial<DocumentOrShadowRoot> | undefined;
    const focused = root?.activeElement ?? null;
    if (element && caret.current !== null && element === focused) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <input
      ref={input}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={placeholder}
      {...rest}
      value={value}
      onChange={(event) => {
        const field = event.currentTarget;
        // Absent when the change is not an input event (a test's or an extension's change event).
        const inputType = (event.nativeEvent as Partial<InputEvent>).inputType ?? '';
        const kind = !inputType.startsWith('delete')
          ? 'insert'
          : inputType.endsWith('Forward')
            ? 'forward'
            : 'backward';
        const edit = editPhone(value, field.value, field.selectionStart ?? field.value.length, kind);
        if (edit.phone === value) {
          // Nothing changed (a letter, the prefix deleted), so no render comes to put the field back.
          field.value = value;
          field.setSelectionRange(edit.caret, edit.caret);
          return;
        }
        caret.current = edit.caret;
        onChange(edit.phone);
      }}
    />
  );
}
