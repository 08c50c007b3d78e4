import type { ReactNode } from 'react';
import * as css from './ProductList.css';

/** A line in place of rows: loading, nothing found, or a failure (then an alert). */
export function ProductListStatus({ tone, children }: { tone?: 'error'; children: ReactNode }) {
  return (
    <div className={css.statusRow} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}
