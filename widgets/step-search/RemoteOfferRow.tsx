import {
  deliveryText,
  formatPricePerPiece,
  formatStock,
  productMessages,
  type QuantityLimits,
} from '@portal/core/catalogue';
import { type PlacedOffer, stepSearchMessages } from '@portal/core/search';
import { AddToBasketControls, ReturnTerms, useBasketQuantity, useDisplayedPrice } from '@portal/ui';
import { useMemo } from 'react';
import * as css from './RemoteOffer.css';

interface RemoteOfferRowProps {
  placed: PlacedOffer;
  /** Sends the supplier item to the basket; a rejection shows on the row and keeps the quantity. */
  onAdd: (placed: PlacedOffer, quantity: number) => Promise<void>;
}

function Returns({ placed }: { placed: PlacedOffer }) {
  return (
    <span>
      <span className={css.label}>{productMessages.returns}:</span>
      <ReturnTerms allowReturn={placed.offer.allowReturn} returnDays={placed.offer.returnDays} />
    </span>
  );
}

/**
 * One supplier's offer of a part (doc 1 §3 remote-supplier item): the supplier, the delivery date
 * derived from the schedule, return terms, the quantity it has, the multiplicity (ratio), the
 * price with the client's markup, and a stepper that steps by the ratio up to that quantity.
 */
export function RemoteOfferRow({ placed, onAdd }: RemoteOfferRowProps) {
  const { offer, deliveryDate } = placed;
  const basketQuantity = useBasketQuantity(offer.id);
  const limits = useMemo<QuantityLimits>(
    () => ({ multiplicity: offer.ratio, stock: offer.quantity }),
    [offer.ratio, offer.quantity],
  );
  const price = formatPricePerPiece(useDisplayedPrice(offer.price));
  return (
    <li className={css.offer} data-in-basket={basketQuantity > 0} data-offer-id={offer.id} part="offer">
      <span className={css.supplier} part="supplier">
        {offer.supplierTitle}
      </span>
      <span className={css.delivery} part="delivery">
        {deliveryText({ shippingDate: deliveryDate, orderBefore: null }).text}
      </span>
      <span className={css.meta}>
        <Returns placed={placed} />
        <span>
          <span className={css.label}>{productMessages.stock}:</span>
          <span part="available">{formatStock(offer.quantity)}</span>
        </span>
        <span>
          <span className={css.label}>{stepSearchMessages.offer.ratio}:</span>
          <span part="ratio">{offer.ratio}</span>
        </span>
      </span>
      <span className={css.price} part="price">
        {price}
      </span>
      <div className={css.buy}>
        <AddToBasketControls
          // Suppliers of one part tell apart by the supplier.
          product={`${offer.title}, ${offer.supplierTitle}`}
          limits={limits}
          basketQuantity={basketQuantity}
          onAdd={(quantity) => onAdd(placed, quantity)}
        />
      </div>
    </li>
  );
}
