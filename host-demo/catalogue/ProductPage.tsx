import { productPageBasketAddition } from '@portal/core/basket';
import {
  deliveryText,
  formatPricePerPiece,
  loadNearestDelivery,
  loadProductPage,
  type Product,
  productDetailMessages,
  productMessages,
  type QuantityLimits,
} from '@portal/core/catalogue';
import { cataloguePage, searchPage } from '@portal/core/paths';
import { productPageSearchPath } from '@portal/core/search';
import {
  AddToBasketControls,
  PortalLink,
  ProductPhoto,
  RetryLine,
  StatusLine,
  Toast,
  useAddToBasket,
  useBasketQuantity,
  useDisplayedPrice,
  useResource,
  useSession,
} from '@portal/ui';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import * as page from '../pages/Page.css';
import { usePageName } from '../shell/usePageName';
import * as css from './ProductPage.css';

/** Where an in-stock part without a date of its own ships: the client's nearest delivery. */
async function withDelivery(
  product: Product | null,
  load: () => Promise<string | null>,
): Promise<Product | null> {
  if (!product || product.delivery.shippingDate || product.stock <= 0) return product;
  const shippingDate = await load().catch(() => null);
  return { ...product, delivery: { ...product.delivery, shippingDate } };
}

function ProductCard({ product }: { product: Product }) {
  const basketQuantity = useBasketQuantity(product.id);
  const price = formatPricePerPiece(useDisplayedPrice(product.price));
  const adder = useAddToBasket();
  // Doc 2 §5: the product page's stepper starts at 1 and is capped at the amount available.
  const limits = useMemo<QuantityLimits>(() => ({ multiplicity: 1, stock: product.stock }), [product.stock]);
  return (
    <section className={css.product}>
      <div className={css.picture}>
        <ProductPhoto part={product} size="card" />
      </div>
      <div>
        <h1 className={page.title}>{product.name}</h1>
        <dl className={css.facts}>
          <dt className={css.term}>{productDetailMessages.manufacturer}</dt>
          <dd className={css.value}>{product.brand}</dd>
          <dt className={css.term}>{productDetailMessages.article}</dt>
          <dd className={css.value}>
            <PortalLink path={productPageSearchPath(product)}>{product.article}</PortalLink>
          </dd>
          <dt className={css.term}>{productDetailMessages.deliveryLabel}</dt>
          <dd className={css.value}>
            <span>{deliveryText(product.delivery).text}</span>
            <br />
            <span className={css.muted}>{productMessages.store}</span>
          </dd>
        </dl>
        {/* The price and what buys it, side by side in one block (under each other on a phone). */}
        <div className={css.purchase}>
          <dl className={css.priceBox}>
            <dt className={css.term}>{productDetailMessages.price}</dt>
            <dd className={`${css.value} ${css.price}`}>{price}</dd>
          </dl>
          <AddToBasketControls
            product={product.name}
            limits={limits}
            basketQuantity={basketQuantity}
            onAdd={(quantity) => adder.put(productPageBasketAddition(product, quantity))}
          />
        </div>
      </div>
      <Toast message={adder.toast} onClose={adder.closeToast} />
    </section>
  );
}

/**
 * /product/{id} (doc 2 §2.11) from backend.product.json. An expired session is refreshed and the
 * call retried by the client; an invalid one sends the visitor to /login/.
 */
export function ProductPage() {
  const { productId = '' } = useParams();
  const session = useSession();
  const product = useResource(productId, (signal) =>
    loadProductPage(session.api, productId, signal).then((loaded) =>
      withDelivery(loaded, () => loadNearestDelivery(session.api, signal)),
    ),
  );
  usePageName(product.status === 'ready' ? product.value?.name : null);
  if (product.status === 'loading') {
    return <StatusLine className={page.muted}>{productDetailMessages.loading}</StatusLine>;
  }
  if (product.status === 'failed') return <RetryLine message={product.message} onRetry={product.retry} />;
  if (product.value === null) return <ProductMissing />;
  return <ProductCard product={product.value} />;
}

/** A part the server does not have: nothing to retry, but where to look for one. */
function ProductMissing() {
  return (
    <section className={page.card}>
      <h1 className={page.title}>{productDetailMessages.notFound}</h1>
      <p className={css.missingLinks}>
        <Link to={cataloguePage.pattern}>{productDetailMessages.toCatalogue}</Link>
        <Link to={searchPage.pattern}>{productDetailMessages.toSearch}</Link>
      </p>
    </section>
  );
}
