import type { Product } from '@portal/core/catalogue';
import { ProductRow, type ProductRowProps } from './ProductRow';
import * as css from './ProductRow.css';
import { useRowFigures } from './useRowFigures';

export interface ProductRowsProps extends Omit<ProductRowProps, 'product' | 'markup' | 'basketQuantity'> {
  products: readonly Product[];
  /** Names the list, where no heading does. */
  label?: string;
}

/**
 * Product rows in a list (`<ul>`; put it inside `productRowsContainer`), every one drawn. The
 * markup and the basket are read once for all of them (`useRowFigures`).
 */
export function ProductRows({ products, label, ...row }: ProductRowsProps) {
  const { markup, quantities } = useRowFigures(products);
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
