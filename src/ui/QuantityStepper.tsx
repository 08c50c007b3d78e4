import {
  decrement,
  increment,
  type Quantity,
  type QuantityLimits,
  quantityMessages,
  typeQuantity,
} from '@portal/core/catalogue';
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
        <input
          className={css.input}
          type="text"
          inputMode="numeric"
          aria-label={named(quantityMessages.label)}
          aria-invalid={quantity.state === 'error'}
          aria-describedby={messageId}
          value={quantity.text}
          disabled={disabled}
          onChange={(event) => onChange(typeQuantity(event.currentTarget.value, limits))}
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
