import {
  deliveryText,
  formatPricePerPiece,
  formatStock,
  loadProductDetails,
  type Product,
  productDetailMessages,
  productMessages,
} from '@portal/core/catalogue';
import { articleSearchPath } from '@portal/core/search';
import { useState } from 'react';
import { RetryLine } from '../feedback/RetryLine';
import { StatusLine } from '../feedback/StatusLine';
import { PortalLink } from '../hooks/navigation';
import { useResource } from '../hooks/useResource';
import { useSession } from '../hooks/useSession';
import { AddToBasketControls } from '../rows/AddToBasketControls';
import { ProductPhoto } from '../rows/ProductPhoto';
import * as rows from '../rows/ProductRow.css';
import { ProductRows } from '../rows/ProductRows';
import { useBasketQuantity } from '../rows/useBasketQuantity';
import { useDisplayedPrice } from '../rows/useDisplayedPrice';
import { Dialog } from './Dialog';
import * as css from './ProductDetailDialog.css';

export interface ProductDetailDialogProps {
  /** The part to show; its name titles the dialog while the details load. */
  product: Product;
  onClose: () => void;
  /** Adds a part (this one or an analogue) to the basket. */
  onAdd: (product: Product, quantity: number) => Promise<void>;
  /** A visitor pressed 'В корзину' on an analogue. */
  onAnonymous: () => void;
}

function Summary({ product, onAdd }: { product: Product; onAdd: ProductDetailDialogProps['onAdd'] }) {
  const basketQuantity = useBasketQuantity(product.id);
  const price = formatPricePerPiece(useDisplayedPrice(product.price));
  const delivery = deliveryText(product.delivery);
  return (
    <div className={css.summary}>
      <div className={css.picture}>
        <ProductPhoto part={product} size="card" />
      </div>
      <div>
        <dl className={css.facts}>
          <dt className={css.term}>{productDetailMessages.manufacturer}</dt>
          <dd className={css.value}>{product.brand}</dd>
          <dt className={css.term}>{productDetailMessages.article}</dt>
          <dd className={css.value}>
            <PortalLink path={articleSearchPath(product)} className={rows.article}>
              {product.article}
            </PortalLink>
          </dd>
          <dt className={css.term}>{productDetailMessages.price}</dt>
          <dd className={`${css.value} ${css.price}`}>{price}</dd>
          <dt className={css.term}>{productDetailMessages.deliveryLabel}</dt>
          <dd className={css.value}>
            <span>{delivery.text}</span>
            {delivery.orderBefore && <span className={css.muted}> {delivery.orderBefore}</span>}
            <br />
            <span className={css.muted}>{productMessages.store}</span>
          </dd>
          <dt className={css.term}>{productMessages.stock}</dt>
          <dd className={css.value}>{formatStock(product.stock)}</dd>
        </dl>
        <AddToBasketControls
          product={product.name}
          limits={product}
          basketQuantity={basketQuantity}
          onAdd={(quantity) => onAdd(product, quantity)}
        />
      </div>
    </div>
  );
}

function Analogues({
  analogues,
  onAdd,
  onAnonymous,
}: { analogues: Product[] } & Pick<ProductDetailDialogProps, 'onAdd' | 'onAnonymous'>) {
  const [details, setDetails] = useState<Product | null>(null);
  if (analogues.length === 0) return <p className={css.status}>{productDetailMessages.noAnalogues}</p>;
  return (
    <div className={rows.rowsContainer}>
      <ProductRows
        products={analogues}
        label={productDetailMessages.analogues}
        showPrices
        onAdd={onAdd}
        onOpenDetails={setDetails}
        onAnonymous={onAnonymous}
      />
      {details && (
        <ProductDetailDialog
          product={details}
          onClose={() => setDetails(null)}
          onAdd={onAdd}
          onAnonymous={onAnonymous}
        />
      )}
    </div>
  );
}

/** The details from backend.product.json: loading, a failure with 'Повторить', or the part and its analogues. */
function DetailsContent({ product, onAdd, onAnonymous }: Omit<ProductDetailDialogProps, 'onClose'>) {
  const session = useSession();
  const details = useResource(product.id, (signal) => loadProductDetails(session.api, product.id, signal));

  if (details.status === 'loading') {
    return <StatusLine className={css.status}>{productDetailMessages.loading}</StatusLine>;
  }
  if (details.status === 'failed') {
    return <RetryLine message={details.message} onRetry={details.retry} />;
  }
  return (
    <>
      <Summary product={details.value.product} onAdd={onAdd} />
      <h3 className={css.analogues}>{productDetailMessages.analogues}</h3>
      <Analogues analogues={details.value.analogues} onAdd={onAdd} onAnonymous={onAnonymous} />
    </>
  );
}

/**
 * The detail dialog of doc 1 §2: photo, manufacturer, article, price, delivery with the order
 * cut-off, the stepper and 'В корзину', and the 'Аналоги' list as rows. It asks
 * backend.product.json (page=modal_detail_product) when it opens; a failure says so and offers a retry.
 */
export function ProductDetailDialog({ product, onClose, onAdd, onAnonymous }: ProductDetailDialogProps) {
  return (
    <Dialog title={product.name} size="large" onClose={onClose} part="product-dialog">
      <DetailsContent product={product} onAdd={onAdd} onAnonymous={onAnonymous} />
    </Dialog>
  );
}
