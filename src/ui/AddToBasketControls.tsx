import { canAddQuantity, productMessages, type QuantityLimits } from '@portal/core/catalogue';
import { errorMessageFor } from '@portal/core/session';
import { useState } from 'react';
import { Button } from './Button';
import * as css from './ProductRow.css';
import { QuantityStepper, useQuantity } from './QuantityStepper';
import { StatusLine } from './StatusLine';

export interface AddToBasketControlsProps {
  /** Multiplicity and stock of the part; keep the object stable (useMemo) between renders. */
  limits: QuantityLimits;
  /** The part is in the basket: 'В корзине' with highlighted controls. */
  inBasket: boolean;
  /** Sends the quantity; a rejection is shown under the button and the typed quantity kept. */
  onAdd: (quantity: number) => Promise<void>;
}

/**
 * The quantity stepper and the add button of a row, the detail dialog and the product page. Adding
 * is blocked while the quantity shows an error; after a success the stepper starts over, after a
 * failure it keeps what the client typed and says what went wrong.
 */
export function AddToBasketControls({ limits, inBasket, onAdd }: AddToBasketControlsProps) {
  const [quantity, setQuantity, resetQuantity] = useQuantity(limits);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  if ((limits.stock ?? 1) <= 0) {
    return (
      <div className={css.buy}>
        <span className={css.outOfStock}>{productMessages.outOfStock}</span>
      </div>
    );
  }

  async function add() {
    if (!canAddQuantity(quantity) || quantity.value === null || adding) return;
    setAdding(true);
    setFailure(null);
    try {
      await onAdd(quantity.value);
      resetQuantity();
    } catch (error) {
      setFailure(productMessages.addFailed(errorMessageFor(error)));
    } finally {
      setAdding(false);
    }
  }

  return (
    <div className={css.buy}>
      <QuantityStepper
        quantity={quantity}
        limits={limits}
        onChange={(next) => {
          setQuantity(next);
          setFailure(null);
        }}
        highlighted={inBasket}
        disabled={adding}
      />
      <Button
        variant="primary"
        className={css.addButton}
        data-in-basket={inBasket}
        busy={adding}
        busyLabel={productMessages.adding}
        disabled={!canAddQuantity(quantity)}
        onClick={() => void add()}
        part="add"
      >
        {inBasket ? productMessages.inBasket : productMessages.addToBasket}
      </Button>
      {failure && (
        <StatusLine tone="error" className={css.addError}>
          {failure}
        </StatusLine>
      )}
    </div>
  );
}
