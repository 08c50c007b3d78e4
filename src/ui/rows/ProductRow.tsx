import {
  articleNeedsTooltip,
  deliveryText,
  displayedPrice,
  formatPricePerPiece,
  formatStock,
  type Product,
  productMessages,
} from '@portal/core/catalogue';
import { articleSearchPath } from '@portal/core/search';
import type { Markup } from '@portal/core/session';
import type { ComponentType } from 'react';
import { preloadDialogs } from '../dialogs/dialogsOnOpen';
import { tooltip } from '../feedback/tooltip';
import { Button } from '../fields/Button';
import type { QuantityFieldProps } from '../fields/QuantityStepper';
import { PortalLink } from '../hooks/navigation';
import { AddToBasketControls } from './AddToBasketControls';
import { ProductMarks } from './ProductMarks';
import { ProductPhoto } from './ProductPhoto';
import * as css from './ProductRow.css';
import { ReturnTerms } from './ReturnTerms';

export interface ProductRowProps {
  product: Product;
  /** Prices, stepper and adding are for clients; `false` for an anonymous visitor. */
  showPrices: boolean;
  /** The client's markup (`markupOf(session)`). */
  markup: Markup;
  /** How many the basket holds (the session's `$basketQuantities`); 0 when none. */
  basketQuantity: number;
  /**
   * Puts the quantity in the basket (adds the part, or sets its line when it is there); a rejection
   * is shown on the row and the quantity kept.
   */
  onAdd: (product: Product, quantity: number) => Promise<void>;
  /** The name was pressed: open the detail dialog. */
  onOpenDetails: (product: Product) => void;
  /** A visitor pressed 'В корзину': show the anonymous dialog. */
  onAnonymous: () => void;
  /**
   * What shows and takes the typed quantity (`QuantityStepper`'s `field`): the rows a long list
   * appends give `QuantityTextUntilFocus`.
   */
  quantityField?: ComponentType<QuantityFieldProps>;
}

/**
 * A product in a list (doc 1 §2 "Product row"): photo, brand, article linking to the step search,
 * name opening the detail dialog, marks, delivery and store, return terms, stock, price per piece
 * with the client's markup, the quantity stepper and 'В корзину' / 'В корзине'. On wide containers
 * it is one line, on narrow ones a card. It renders only what it shows: its tooltips are attributes
 * until one is asked for, and it reads no store (`ProductRows` gives it the markup and the basket).
 */
export function ProductRow({
  product,
  showPrices,
  markup,
  basketQuantity,
  onAdd,
  onOpenDetails,
  onAnonymous,
  quantityField,
}: ProductRowProps) {
  const delivery = deliveryText(product.delivery);
  return (
    <li className={css.row} data-in-basket={basketQuantity > 0} data-product-id={product.id} part="row">
      <ProductPhoto part={product} className={css.photo} />
      <div className={css.ident}>
        <span className={css.brand} part="brand">
          {product.brand}
        </span>
        <PortalLink
          path={articleSearchPath(product)}
          className={css.article}
          part="article"
          {...tooltip(articleNeedsTooltip(product.article) ? product.article : '')}
        >
          {product.article}
        </PortalLink>
      </div>
      <div className={css.nameCell}>
        <button
          type="button"
          className={css.name}
          onClick={() => onOpenDetails(product)}
          onPointerEnter={preloadDialogs}
          onFocus={preloadDialogs}
          part="name"
        >
          {product.name}
        </button>
        <ProductMarks marks={product.marks} />
      </div>
      <div className={css.meta}>
        <div className={css.delivery} title={delivery.orderBefore ?? undefined}>
          {delivery.text}
          <span className={css.store}>{productMessages.store}</span>
        </div>
        <div className={css.returns}>
          <span className={css.label}>{productMessages.returns}:</span>
          <ReturnTerms allowReturn={product.allowReturn} returnDays={product.returnDays} />
        </div>
        <div className={css.stock}>
          <span className={css.label}>{productMessages.stock}:</span>
          {formatStock(product.stock)}
        </div>
      </div>
      <div className={css.price} part="price">
        {showPrices && formatPricePerPiece(displayedPrice(product.price, markup))}
      </div>
      {showPrices ? (
        <AddToBasketControls
          product={product.name}
          limits={product}
          basketQuantity={basketQuantity}
          onAdd={(quantity) => onAdd(product, quantity)}
          quantityField={quantityField}
        />
      ) : (
        <div className={css.buy}>
          <Button
            variant="primary"
            className={css.addButton}
            onClick={onAnonymous}
            part="add"
            aria-label={`${productMessages.addToBasket}: ${product.name}`}
          >
            {productMessages.addToBasket}
          </Button>
        </div>
      )}
    </li>
  );
}
