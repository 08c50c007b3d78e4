import { basketMessages, formatPhone, PHONE_LENGTH, phoneCaret, phoneDigits } from '@portal/core/basket';
import { useLayoutEffect, useRef } from 'react';

export interface BasketPhoneInputProps {
  id: string;
  value: string;
  onChange: (phone: string) => void;
  onBlur: () => void;
  invalid: boolean;
  disabled: boolean;
  className: string;
}

/** A phone field masked as +7 ### ###-##-## that keeps the caret where the client was typing. */
export function BasketPhoneInput({
  id,
  value,
  onChange,
  onBlur,
  invalid,
  disabled,
  className,
}: BasketPhoneInputProps) {
  const input = useRef<HTMLInputElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = input.current;
    const root = element?.getRootNode();
    // Inside a shadow root, document.activeElement is the widget's host, not the field.
    const focused = root instanceof Document || root instanceof ShadowRoot ? root.activeElement : null;
    if (element && caret.current !== null && element === focused) {
      element.setSelectionRange(caret.current, caret.current);
    }
    caret.current = null;
  });

  return (
    <input
      ref={input}
      id={id}
      className={className}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder={basketMessages.phonePlaceholder}
      maxLength={PHONE_LENGTH + 4}
      value={value}
      disabled={disabled}
      aria-invalid={invalid}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        const at = event.currentTarget.selectionStart ?? typed.length;
        const formatted = formatPhone(typed);
        caret.current = phoneCaret(formatted, phoneDigits(typed.slice(0, at)).length);
        onChange(formatted);
      }}
      onBlur={onBlur}
    />
  );
}
