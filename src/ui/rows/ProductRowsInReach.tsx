import type { Product, RowRun } from '@portal/core/catalogue';
import type { Markup } from '@portal/core/session';
import { type ReactElement, useRef } from 'react';
import { QuantityTextUntilFocus } from '../fields/QuantityTextUntilFocus';
import { ProductRow } from './ProductRow';
import * as css from './ProductRow.css';
import type { ProductRowsProps } from './ProductRows';
import { RowsAheadPlace } from './RowsAheadPlace';
import { useRowFigures } from './useRowFigures';

interface ProductRowsInReachProps extends ProductRowsProps {
  /**
   * The products as runs of drawn rows and of rows not drawn yet (core `pageRowRuns` of
   * `useRowsInReach`'s rows).
   */
  runs: readonly RowRun[];
}

type RowProps = Omit<ProductRowsProps, 'products' | 'label'>;

/** A row's element as last rendered, and what it was rendered with. */
interface RenderedRow {
  element: ReactElement;
  markup: Markup;
  quantity: number;
  row: RowProps;
}

const sameProps = (a: Record<string, unknown>, b: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(b).length && Object.keys(a).every((key) => a[key] === b[key]);

/**
 * The rows of a later page of a list: the drawn ones, and for the others grey places of their
 * height (`RowsAheadPlace`). A row's quantity is text until the client focuses it
 * (`QuantityTextUntilFocus`), so that drawing rows adds no form field for Chrome's autofill to look
 * over the whole page for.
 */
export function ProductRowsInReach({ products, label, runs, ...row }: ProductRowsInReachProps) {
  const { markup, quantities } = useRowFigures(products);
  // A row rendered with the same props is handed back as the same element, which React and Preact
  // skip: drawing the next rows of a page leaves the drawn ones alone.
  const rendered = useRef(new WeakMap<Product, RenderedRow>()).current;
  const rowOf = (product: Product) => {
    const quantity = quantities[product.id] ?? 0;
    const last = rendered.get(product);
    if (last && last.markup === markup && last.quantity === quantity && sameProps(last.row, row))
      return last.element;
    const element = (
      <ProductRow
        key={product.id}
        product={product}
        markup={markup}
        basketQuantity={quantity}
        quantityField={QuantityTextUntilFocus}
        {...row}
      />
    );
    rendered.set(product, { element, markup, quantity, row });
    return element;
  };
  return (
    <ul className={css.list} aria-label={label}>
      {runs.map((run) =>
        run.drawn ? (
          run.products.map(rowOf)
        ) : (
          <RowsAheadPlace
            key={`ahead-${run.from}`}
            as="li"
            from={run.from}
            count={run.count}
            className={css.rowsAhead}
            countProperty={css.rowsAheadCount}
          />
        ),
      )}
    </ul>
  );
}
