import { useState } from 'react';
import { type QuantityFieldProps, QuantityInput } from './QuantityStepper';
import * as css from './QuantityTextUntilFocus.css';

/**
 * The field takes the focus as it comes into the page, in the task that drew it (before a key the
 * client presses next), its text selected so that a typed figure replaces it.
 */
const focusOnArrival = (input: HTMLInputElement | null) => {
  input?.focus();
  input?.select();
};

/**
 * The stepper's typed quantity as text, under the field's role and name, until the client focuses it
 * (a click or Tab); it is then a `QuantityInput`, focused with its text selected, and stays one. For
 * the rows a long list appends: each `<input>` added has Chrome's autofill look over the whole page
 * (over 100 ms at 5,000 rows), and text adds none.
 */
export function QuantityTextUntilFocus(props: QuantityFieldProps) {
  const [isField, becomeField] = useState(false);
  if (isField) return <QuantityInput {...props} inputRef={focusOnArrival} />;
  const { text, disabled, onType: _, ...named } = props;
  return (
    // biome-ignore lint/a11y/useSemanticElements: the field's text until focus makes it the <input>, which a long list must not add for each row.
    <span
      {...named}
      className={css.text}
      role="textbox"
      tabIndex={disabled ? undefined : 0}
      aria-disabled={disabled || undefined}
      onFocus={() => {
        if (!disabled) becomeField(true);
      }}
    >
      {text}
    </span>
  );
}
