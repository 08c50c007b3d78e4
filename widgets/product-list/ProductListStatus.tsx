import type { ReactNode } from 'react';
import * as css from './ProductList.css';

interface StatusProps {
  tone?: 'error';
  children: ReactNode;
}

/** A line in place of rows: loading, nothing found, or a failure (then an alert). */
export function ProductListStatus({ tone, children }: StatusProps) {
  return (
    <div className={css.statusRow} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

/** The whole widget while it has nothing but that line to show (no list to show it in yet). */
export function ProductListStatusOnly(props: StatusProps) {
  return (
    <div className={css.widget} part="list">
      <ProductListStatus {...props} />
    </div>
  );
}
