import type { Product } from '@portal/core/catalogue';
import { memo } from 'react';
import { ProductRow, type ProductRowProps } from './ProductRow';
import * as css from './ProductRow.css';
import { useRowFigures } from './useRowFigures';

export interface ProductRowsProps extends Omit<ProductRowProps, 'product' | 'markup' | 'basketQuantity'> {
  products: readonly Product[];
  /** Names the list, where no heading does. */
  label?: string;
}

/**
 * A row rendered again only when its own props change: 'В корзину' or a stepper press re-renders
 * its row, not the others of its page (the callbacks the lists give keep their identity).
 */
const Row = memo(ProductRow);

/**
 * Product rows in a list (`<ul>`; put it inside `productRowsContainer`), every one drawn. The
 * markup and the basket are read once for all of them (`useRowFigures`).
 */
export function ProductRows({ products, label, ...row }: ProductRowsProps) {
  const { markup, quantities } = useRowFigures(products);
  return (
    <ul className={css.list} aria-label={label}>
      {products.map((product) => (
        <Row
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
