import {
  canAddQuantity,
  errorMessageFor,
  formatPricePerPiece,
  formatStock,
  type PlacedOffer,
  productMessages,
  type QuantityLimits,
  returnInfo,
  stepSearchMessages,
} from '@portal/core';
import { QuantityStepper, useDisplayedPrice, useQuantity } from '@portal/ui';
import { memo, useMemo, useState } from 'react';
import * as css from './RemoteOffer.css';

export interface RemoteOfferRowProps {
  placed: PlacedOffer;
  /** The offer is in the basket: 'В корзине' with highlighted controls. */
  inBasket: boolean;
  /** Sends the supplier item to the basket; a rejection shows on the row and keeps the quantity. */
  onAdd: (placed: PlacedOffer, quantity: number) => Promise<void>;
}

function deliveryText(date: string | null): string {
  return date ? `${productMessages.deliveryPrefix} ${date}` : productMessages.deliveryUnknown;
}

/**
 * One supplier's offer of a part (doc 1 §3 remote-supplier item): the supplier, the delivery date
 * derived from the schedule, return terms, the quantity it has, the multiplicity (ratio), the
 * price with the client's markup, and a stepper that steps by the ratio up to that quantity.
 */
export const RemoteOfferRow = memo(function RemoteOfferRow({ placed, inBasket, onAdd }: RemoteOfferRowProps) {
  const { offer, deliveryDate } = placed;
  const limits = useMemo<QuantityLimits>(
    () => ({ multiplicity: offer.ratio, stock: offer.quantity }),
    [offer.ratio, offer.quantity],
  );
  const [quantity, setQuantity, resetQuantity] = useQuantity(limits);
  const [adding, setAdding] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const price = formatPricePerPiece(useDisplayedPrice(offer.price));
  const returns = returnInfo(offer.allowReturn, offer.returnDays);

  async function add() {
    if (!canAddQuantity(quantity) || quantity.value === null) return;
    setAdding(true);
    setFailure(null);
    try {
      await onAdd(placed, quantity.value);
      resetQuantity();
    } catch (error) {
      setFailure(errorMessageFor(error));
    } finally {
      setAdding(false);
    }
  }

  return (
    <li className={css.offer} data-in-basket={inBasket} data-offer-id={offer.id} part="offer">
      <span className={css.supplier} part="supplier">
        {offer.supplierTitle}
      </span>
      <span className={css.cell} part="delivery">
        {deliveryText(deliveryDate)}
      </span>
      <span className={css.cell} title={returns.tooltip}>
        <span className={css.label}>{stepSearchMessages.offer.returns}</span>
        {returns.text}
      </span>
      <span className={css.cell}>
        <span className={css.label}>{stepSearchMessages.offer.available}</span>
        <span part="available">{formatStock(offer.quantity)}</span>
      </span>
      <span className={css.cell}>
        <span className={css.label}>{stepSearchMessages.offer.ratio}</span>
        <span part="ratio">{offer.ratio}</span>
      </span>
      <span className={css.price} part="price">
        {price}
      </span>
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
        <button
          type="button"
          className={css.addButton}
          data-in-basket={inBasket}
          aria-busy={adding}
          disabled={!canAddQuantity(quantity) || adding}
          onClick={() => void add()}
          part="add"
        >
          {inBasket ? productMessages.inBasket : productMessages.addToBasket}
        </button>
        {failure && (
          <span className={css.addError} role="alert">
            {failure}
          </span>
        )}
      </div>
    </li>
  );
});
