import {
  decrement,
  increment,
  type Quantity,
  type QuantityLimits,
  quantityMessages,
  typeQuantity,
} from '@portal/core/catalogue';
import type { ComponentType, Ref } from 'react';
import * as css from './QuantityStepper.css';

let messages = 0;

interface QuantityStepperProps {
  quantity: Quantity;
  limits: QuantityLimits;
  onChange: (quantity: Quantity) => void;
  /** Highlights the controls (the product is in the basket). Defaults to `false`. */
  highlighted?: boolean;
  disabled?: boolean;
  /**
   * The product's name, after each control's own ('Количество: …'), so that the steppers of a list
   * tell apart by ear. Defaults to none.
   */
  product?: string;
  /**
   * What shows and takes the typed quantity. Defaults to `QuantityInput`; the rows a long list
   * appends give `QuantityTextUntilFocus`.
   */
  field?: ComponentType<QuantityFieldProps>;
}

/** What the stepper gives the element that shows and takes the typed quantity. */
export interface QuantityFieldProps {
  'aria-label': string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
  text: string;
  disabled: boolean;
  onType: (text: string) => void;
}

/**
 * Minus, a typed quantity and plus, with the rule's message under them (doc 1 §4–5). A stepper
 * without a message (most rows of a list) holds no state and asks for no id.
 */
export function QuantityStepper({
  quantity,
  limits,
  onChange,
  highlighted = false,
  disabled = false,
  product,
  field: Field = QuantityInput,
}: QuantityStepperProps) {
  const named = (label: string) => (product ? `${label}: ${product}` : label);
  const messageId = quantity.message ? `portal-quantity-${++messages}` : undefined;
  return (
    <div className={css.stepper}>
      <div className={css.controls} data-highlighted={highlighted} data-state={quantity.state} part="stepper">
        <button
          type="button"
          className={css.button}
          aria-label={named(quantityMessages.decrease)}
          disabled={disabled}
          onClick={() => onChange(decrement(quantity.value, limits))}
        >
          −
        </button>
        <Field
          aria-label={named(quantityMessages.label)}
          aria-invalid={quantity.state === 'error'}
          aria-describedby={messageId}
          text={quantity.text}
          disabled={disabled}
          onType={(text) => onChange(typeQuantity(text, limits))}
        />
        <button
          type="button"
          className={css.button}
          aria-label={named(quantityMessages.increase)}
          disabled={disabled}
          onClick={() => onChange(increment(quantity.value, limits))}
        >
          +
        </button>
      </div>
      {quantity.message && (
        <span
          id={messageId}
          className={css.message}
          data-state={quantity.state}
          role={quantity.state === 'error' ? 'alert' : 'status'}
        >
          {quantity.message}
        </span>
      )}
    </div>
  );
}

/** The typed quantity's field; `inputRef` is for a stepper's `field` that wraps it. */
export function QuantityInput({
  text,
  disabled,
  onType,
  inputRef,
  ...named
}: QuantityFieldProps & { inputRef?: Ref<HTMLInputElement> }) {
  return (
    <input
      {...named}
      ref={inputRef}
      className={css.input}
      type="text"
      inputMode="numeric"
      value={text}
      disabled={disabled}
      onChange={(event) => onType(event.currentTarget.value)}
    />
  );
}
