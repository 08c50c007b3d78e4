import type { Product, RowRun } from '@portal/core/catalogue';
import type { BasketQuantities } from '@portal/core/session';
import { type CSSProperties, useCallback, useSyncExternalStore } from 'react';
import { ProductRow, type ProductRowProps } from './ProductRow';
import * as css from './ProductRow.css';
import { useSession } from './useSession';
import { useStore } from './useStore';

export interface ProductRowsProps extends Omit<ProductRowProps, 'product' | 'markup' | 'basketQuantity'> {
  products: readonly Product[];
  /** Names the list, where no heading does. */
  label?: string;
  /**
   * The products as runs of drawn rows and of rows not drawn yet (core `rowRuns` of
   * `useRowsInReach`'s rows), shown as grey places of their height. Defaults to every row drawn.
   */
  runs?: readonly RowRun[];
}

const heldOf = (quantities: BasketQuantities, products: readonly Product[]) =>
  products.map((product) => quantities[product.id] ?? 0).join();

/**
 * Product rows in a list (`<ul>`; put it inside `productRowsContainer`). It reads the markup and the
 * basket once for its rows, and re-renders when the markup changes or the basket's quantity of one
 * of its parts does: an addition re-renders its own group, not the thousands of other rows.
 */
export function ProductRows({ products, label, runs, ...row }: ProductRowsProps) {
  const session = useSession();
  const markup = useStore(session.$markup);
  const subscribe = useCallback(
    (onChange: () => void) => session.$basketQuantities.listen(onChange),
    [session],
  );
  useSyncExternalStore(subscribe, () => heldOf(session.$basketQuantities.get(), products));
  const quantities = session.$basketQuantities.get();
  const rows = (shown: readonly Product[]) =>
    shown.map((product) => (
      <ProductRow
        key={product.id}
        product={product}
        markup={markup}
        basketQuantity={quantities[product.id] ?? 0}
        {...row}
      />
    ));
  return (
    <ul className={css.list} aria-label={label}>
      {runs
        ? runs.map((run) =>
            run.drawn ? (
              rows(run.products)
            ) : (
              <li
                key={`ahead-${run.from}`}
                className={css.rowsAhead}
                style={{ [css.rowsAheadCount]: String(run.count) } as CSSProperties}
                data-rows-from={run.from}
                data-rows-count={run.count}
                aria-hidden="true"
              />
            ),
          )
        : rows(products)}
    </ul>
  );
}
