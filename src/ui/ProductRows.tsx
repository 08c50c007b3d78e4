import type { Product } from '@portal/core/catalogue';
import type { BasketQuantities } from '@portal/core/session';
import { useCallback, useSyncExternalStore } from 'react';
import { ProductRow, type ProductRowProps } from './ProductRow';
import * as css from './ProductRow.css';
import { useSession } from './useSession';
import { useStore } from './useStore';

export interface ProductRowsProps extends Omit<ProductRowProps, 'product' | 'markup' | 'basketQuantity'> {
  products: readonly Product[];
  /** Names the list, where no heading does. */
  label?: string;
}

const heldOf = (quantities: BasketQuantities, products: readonly Product[]) =>
  products.map((product) => quantities[product.id] ?? 0).join();

/**
 * Product rows in a list (`<ul>`; put it inside `productRowsContainer`). It reads the markup and the
 * basket once for its rows, and re-renders when the markup changes or the basket's quantity of one
 * of its parts does: an addition re-renders its own group, not the thousands of other rows.
 */
export function ProductRows({ products, label, ...row }: ProductRowsProps) {
  const session = useSession();
  const markup = useStore(session.$markup);
  const subscribe = useCallback(
    (onChange: () => void) => session.$basketQuantities.listen(onChange),
    [session],
  );
  useSyncExternalStore(subscribe, () => heldOf(session.$basketQuantities.get(), products));
  const quantities = session.$basketQuantities.get();
  return (
    <ul className={css.list} aria-label={label}>
      {products.map((product) => (
        <ProductRow
          key={product.id}
          product={product}
          markup={markup}
          basketQuantity={quantities[product.id] ?? 0}
          {...row}
        />
      ))}
    </ul>
  );
}
