import {
  articleNeedsTooltip,
  deliveryText,
  formatPricePerPiece,
  formatStock,
  type Product,
  productMessages,
  type QuantityLimits,
} from '@portal/core/catalogue';
import { articleSearchPath } from '@portal/core/search';
import { useMemo } from 'react';
import { AddToBasketControls } from './AddToBasketControls';
import { Button } from './Button';
import { PortalLink } from './navigation';
import { ProductMarks } from './ProductMarks';
import { ProductPhoto } from './ProductPhoto';
import * as css from './ProductRow.css';
import { ReturnTerms } from './ReturnTerms';
import { Tooltip } from './Tooltip';
import { useDisplayedPrice } from './useDisplayedPrice';
import { useInBasket } from './useInBasket';

export interface ProductRowProps {
  product: Product;
  /** Prices, stepper and adding are for clients; `false` for an anonymous visitor. */
  showPrices: boolean;
  /** Adds the quantity to the basket; a rejection is shown on the row and the quantity kept. */
  onAdd: (product: Product, quantity: number) => Promise<void>;
  /** The name was pressed: open the detail dialog. */
  onOpenDetails: (product: Product) => void;
  /** A visitor pressed 'В корзину': show the anonymous dialog. */
  onAnonymous: () => void;
}

function ArticleLink({ product }: { product: Product }) {
  return (
    <Tooltip text={articleNeedsTooltip(product.article) ? product.article : ''}>
      {({ onClick: _tapToggle, ...trigger }) => (
        <PortalLink path={articleSearchPath(product)} className={css.article} part="article" {...trigger}>
          {product.article}
        </PortalLink>
      )}
    </Tooltip>
  );
}

function ReturnInfo({ product }: { product: Product }) {
  return (
    <div className={css.returns}>
      <span className={css.label}>{productMessages.returns}:</span>
      <ReturnTerms allowReturn={product.allowReturn} returnDays={product.returnDays} />
    </div>
  );
}

function RowBuyControls({
  product,
  inBasket,
  onAdd,
}: Pick<ProductRowProps, 'product' | 'onAdd'> & { inBasket: boolean }) {
  const limits = useMemo<QuantityLimits>(
    () => ({ multiplicity: product.multiplicity, stock: product.stock }),
    [product.multiplicity, product.stock],
  );
  return (
    <AddToBasketControls limits={limits} inBasket={inBasket} onAdd={(quantity) => onAdd(product, quantity)} />
  );
}

/**
 * A product in a list (doc 1 §2 "Product row"): photo, brand, article linking to the step search,
 * name opening the detail dialog, marks, delivery and store, return terms, stock, price per piece
 * with the client's markup, the quantity stepper and 'В корзину' / 'В корзине'. On wide containers
 * it is one line, on narrow ones a card. Put rows inside `rowsContainer`. It follows the basket
 * ('В корзине') and the markup by itself; a list keeps rows from re-rendering by reusing its
 * elements (see the product list's pages), which costs no `memo` on every page.
 */
export function ProductRow({ product, showPrices, onAdd, onOpenDetails, onAnonymous }: ProductRowProps) {
  const inBasket = useInBasket(product.id);
  const delivery = deliveryText(product.delivery);
  const price = formatPricePerPiece(useDisplayedPrice(product.price));
  return (
    <li className={css.row} data-in-basket={inBasket} data-product-id={product.id} part="row">
      <div className={css.photo}>
        <ProductPhoto part={product} />
      </div>
      <div className={css.ident}>
        <span className={css.brand} part="brand">
          {product.brand}
        </span>
        <ArticleLink product={product} />
      </div>
      <div className={css.nameCell}>
        <button type="button" className={css.name} onClick={() => onOpenDetails(product)} part="name">
          {product.name}
        </button>
        <ProductMarks marks={product.marks} />
      </div>
      <div className={css.meta}>
        <div className={css.delivery} title={delivery.orderBefore ?? undefined}>
          <span>{delivery.text}</span>
          <span className={css.store}>{productMessages.store}</span>
        </div>
        <ReturnInfo product={product} />
        <div className={css.stock}>
          <span className={css.label}>{productMessages.stock}:</span>
          {formatStock(product.stock)}
        </div>
      </div>
      <div className={css.price} part="price">
        {showPrices && price}
      </div>
      {showPrices ? (
        <RowBuyControls product={product} inBasket={inBasket} onAdd={onAdd} />
      ) : (
        <div className={css.buy}>
          <Button variant="primary" className={css.addButton} onClick={onAnonymous} part="add">
            {productMessages.addToBasket}
          </Button>
        </div>
      )}
    </li>
  );
}
