import {
  deliveryText,
  formatPricePerPiece,
  formatStock,
  isInBasket,
  loadProductDetails,
  type Product,
  type ProductDetails,
  productDetailMessages,
  productMessages,
  type QuantityLimits,
} from '@portal/core/catalogue';
import { articleSearchPath } from '@portal/core/search';
import { errorMessageFor, retryMessage } from '@portal/core/session';
import { useEffect, useMemo, useState } from 'react';
import { AddToBasketControls } from './AddToBasketControls';
import * as controls from './controls.css';
import { Dialog } from './Dialog';
import { PortalLink } from './navigation';
import * as css from './ProductDetailDialog.css';
import { ProductPhoto } from './ProductPhoto';
import { ProductRow } from './ProductRow';
import * as rows from './ProductRow.css';
import { useDisplayedPrice } from './useDisplayedPrice';
import { useSession } from './useSession';
import { useStore } from './useStore';

export interface ProductDetailDialogProps {
  /** The part to show; its name titles the dialog while the details load. */
  product: Product;
  onClose: () => void;
  /** Adds a part (this one or an analogue) to the basket. */
  onAdd: (product: Product, quantity: number) => Promise<void>;
  /** A visitor pressed 'В корзину' on an analogue. */
  onAnonymous: () => void;
}

type Loaded =
  | { state: 'loading' }
  | { state: 'failed'; message: string }
  | { state: 'ready'; details: ProductDetails };

function Summary({ product, onAdd }: { product: Product; onAdd: ProductDetailDialogProps['onAdd'] }) {
  const session = useSession();
  const inBasket = isInBasket(useStore(session.$basketQuantities), product.id);
  const price = formatPricePerPiece(useDisplayedPrice(product.price));
  const delivery = deliveryText(product.delivery);
  const limits = useMemo<QuantityLimits>(
    () => ({ multiplicity: product.multiplicity, stock: product.stock }),
    [product.multiplicity, product.stock],
  );
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
          limits={limits}
          inBasket={inBasket}
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
      <ul className={rows.list} aria-label={productDetailMessages.analogues}>
        {analogues.map((analogue) => (
          <ProductRow
            key={analogue.id}
            product={analogue}
            showPrices
            onAdd={onAdd}
            onOpenDetails={setDetails}
            onAnonymous={onAnonymous}
          />
        ))}
      </ul>
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

/** Loads the details once; the dialog remounts it (a new key) to try again. */
function DetailsContent({
  product,
  onAdd,
  onAnonymous,
  onRetry,
}: Omit<ProductDetailDialogProps, 'onClose'> & { onRetry: () => void }) {
  const session = useSession();
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    loadProductDetails(session.api, product.id, controller.signal).then(
      (details) => setLoaded({ state: 'ready', details }),
      (error: unknown) => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed', message: errorMessageFor(error) });
      },
    );
    return () => controller.abort();
  }, [session, product.id]);

  if (loaded.state === 'loading') {
    return (
      <p className={css.status} role="status">
        {productDetailMessages.loading}
      </p>
    );
  }
  if (loaded.state === 'failed') {
    return (
      <div className={css.failure} role="alert">
        <span>{loaded.message}</span>
        <button type="button" className={controls.button} onClick={onRetry}>
          {retryMessage}
        </button>
      </div>
    );
  }
  return (
    <>
      <Summary product={loaded.details.product} onAdd={onAdd} />
      <h3 className={css.analogues}>{productDetailMessages.analogues}</h3>
      <Analogues analogues={loaded.details.analogues} onAdd={onAdd} onAnonymous={onAnonymous} />
    </>
  );
}

/**
 * The detail dialog of doc 1 §2: photo, manufacturer, article, price, delivery with the order
 * cut-off, the stepper and 'В корзину', and the 'Аналоги' list as rows. It asks
 * backend.product.json (page=modal_detail_product) when it opens; a failure says so and offers a retry.
 */
export function ProductDetailDialog({ product, onClose, onAdd, onAnonymous }: ProductDetailDialogProps) {
  const [attempt, setAttempt] = useState(0);
  return (
    <Dialog title={product.name} size="large" onClose={onClose} part="product-dialog">
      <DetailsContent
        key={attempt}
        product={product}
        onAdd={onAdd}
        onAnonymous={onAnonymous}
        onRetry={() => setAttempt(attempt + 1)}
      />
    </Dialog>
  );
}
