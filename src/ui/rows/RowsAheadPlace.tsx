import type { CSSProperties } from 'react';

/** The places of rows not drawn yet, as `useRowsInReach` finds them. */
export const ROWS_AHEAD_PLACES = '[data-rows-from]';

interface RowsAheadPlaceProps {
  /** A list item in a list, a plain box elsewhere. */
  as: 'li' | 'div';
  /** The first row it stands for and how many. */
  from: number;
  count: number;
  /** Its style, as tall as `count` rows through the custom property `countProperty`. */
  className: string;
  countProperty: string;
}

/**
 * A grey place standing for `count` rows not drawn yet (core `RowRun`), hidden from screen
 * readers; `useRowsInReach` draws its rows as it comes within reach.
 */
export function RowsAheadPlace({ as: Element, from, count, className, countProperty }: RowsAheadPlaceProps) {
  return (
    <Element
      className={className}
      style={{ [countProperty]: String(count) } as CSSProperties}
      data-rows-from={from}
      data-rows-count={count}
      aria-hidden="true"
    />
  );
}
