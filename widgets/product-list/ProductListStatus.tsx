import { RetryLine, StatusLine } from '@portal/ui';
import * as css from './ProductList.css';

interface StatusProps {
  /** Loading or nothing found (a status), or what failed (an alert). */
  text: string;
  tone?: 'error';
  /** With it, the failure offers 'Повторить'. */
  onRetry?: () => void;
  /** False: the list's `LiveStatus` says it. Defaults to true. */
  live?: boolean;
}

/** A line in place of rows. */
export function ProductListStatus({ text, tone, onRetry, live }: StatusProps) {
  return onRetry ? (
    <RetryLine message={text} onRetry={onRetry} className={css.statusRow} />
  ) : (
    <StatusLine tone={tone} className={css.statusRow} live={live}>
      {text}
    </StatusLine>
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
