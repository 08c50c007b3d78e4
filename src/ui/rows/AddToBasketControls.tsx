import {
  canAddQuantity,
  isOrderable,
  productMessages,
  type Quantity,
  type QuantityLimits,
  quantityMessages,
  startingQuantity,
} from '@portal/core/catalogue';
import { additionFailureMessage } from '@portal/core/session';
import { type ComponentType, useState } from 'react';
import { StatusLine } from '../feedback/StatusLine';
import { Button } from '../fields/Button';
import { type QuantityFieldProps, QuantityStepper } from '../fields/QuantityStepper';
import * as css from './ProductRow.css';

interface AddToBasketControlsProps {
  /** The product's name, in each control's name after its own ('В корзину: …'). */
  product: string;
  /** Multiplicity and stock of the part. */
  limits: QuantityLimits;
  /**
   * How many the basket holds (0: none, 'В корзину'). Otherwise 'В корзине' with highlighted
   * controls, and the stepper shows this quantity.
   */
  basketQuantity: number;
  /**
   * Puts the stepper's quantity in the basket: adds the part, or sets its line to it when the basket
   * holds it already. A rejection is shown under the controls and the quantity kept.
   */
  onAdd: (quantity: number) => Promise<void>;
  /** What shows and takes the typed quantity (`QuantityStepper`'s `field`). */
  quantityField?: ComponentType<QuantityFieldProps>;
}

/** What the client changed, and on which basket quantity: a new basket quantity starts over. */
interface Edit {
  held: number;
  quantity: Quantity;
}

/**
 * The quantity stepper and the add button of a row, the detail dialog and the product page. The
 * stepper shows the basket's quantity for a part in the basket, else the multiplicity; adding is
 * blocked while the quantity shows an error. After a failure the controls keep what the client
 * typed and the line after them says what went wrong; it is the controls' last element, so that a
 * row can give it the row's whole width. The add button is never disabled while focused: a busy or
 * refused press leaves the focus on it.
 */
export function AddToBasketControls({
  product,
  limits,
  basketQuantity,
  onAdd,
  quantityField,
}: AddToBasketControlsProps) {
  const [edit, setEdit] = useState<Edit | null>(null);
  const [adding, setAdding] = useState(false);
  // Said of the basket as it stood: once the basket's figure for the part changes (it was read
  // again after a lost answer), the controls show that instead.
  const [failure, setFailure] = useState<{ text: string; held: number } | null>(null);

  if ((limits.stock ?? 1) <= 0) {
    return (
      <div className={css.buy}>
        <span className={css.outOfStock}>{quantityMessages.outOfStock}</span>
      </div>
    );
  }
  const orderable = isOrderable(limits);
  const quantity =
    edit && edit.held === basketQuantity ? edit.quantity : startingQuantity(basketQuantity, limits);
  const addable = orderable && canAddQuantity(quantity);
  const inBasket = basketQuantity > 0;
  const label = adding
    ? productMessages.adding
    : inBasket
      ? productMessages.inBasket
      : productMessages.addToBasket;

  async function add() {
    if (!addable || quantity.value === null || adding) return;
    setAdding(true);
    setFailure(null);
    try {
      await onAdd(quantity.value);
      setEdit(null);
    } catch (error) {
      setFailure({ text: additionFailureMessage(error), held: basketQuantity });
    } finally {
      setAdding(false);
    }
  }

  return (
    <>
      <div className={css.buy}>
        <QuantityStepper
          // A part the stock cannot sell by its multiple says so beside the controls, not as an alert.
          quantity={orderable ? quantity : { ...quantity, message: null }}
          limits={limits}
          onChange={(next) => {
            setEdit({ held: basketQuantity, quantity: next });
            setFailure(null);
          }}
          highlighted={inBasket}
          disabled={adding || !orderable}
          product={product}
          field={quantityField}
        />
        <Button
          variant="primary"
          className={css.addButton}
          data-in-basket={inBasket}
          busy={adding}
          disabled={!orderable}
          aria-disabled={!addable || undefined}
          onClick={() => void add()}
          part="add"
          aria-label={`${label}: ${product}`}
        >
          {label}
        </Button>
        {!orderable && <span className={css.notOrderable}>{quantity.message}</span>}
      </div>
      {failure && failure.held === basketQuantity && (
        <StatusLine tone="error" className={css.addError}>
          {failure.text}
        </StatusLine>
      )}
    </>
  );
}
