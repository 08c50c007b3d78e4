import * as css from './ProductRow.css';

export interface ProductRowsSkeletonProps {
  /** How many placeholder rows. Defaults to 10: more than a window's height of rows. */
  count?: number;
}

/**
 * Placeholder rows while a list's first page loads, laid out by the rows' own grid so that each is
 * as tall as the row that replaces it: nothing under them moves when the parts arrive. Unseen by
 * screen readers; pair it with a status line that says what is loading.
 */
export function ProductRowsSkeleton({ count = 10 }: ProductRowsSkeletonProps) {
  return (
    <ul className={css.list} aria-hidden="true" part="skeleton">
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders that never reorder.
        <li key={index} className={css.row}>
          <span className={`${css.photo} ${css.skeletonBar}`} data-shape="photo" />
          <span className={css.ident}>
            <span className={css.skeletonBar} data-shape="short" />
          </span>
          <span className={css.nameCell}>
            <span className={css.skeletonBar} data-shape="line" />
          </span>
          <span className={css.meta}>
            <span className={`${css.delivery} ${css.skeletonBar}`} data-shape="line" />
          </span>
          <span className={`${css.price} ${css.skeletonBar}`} data-shape="short" />
          <span className={css.buy}>
            <span className={css.skeletonBar} data-shape="stepper" />
            <span className={css.skeletonBar} data-shape="button" />
          </span>
        </li>
      ))}
    </ul>
  );
}
