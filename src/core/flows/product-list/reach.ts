import type { Product } from '../../domain/product';

/**
 * Which rows of a later page of a list are drawn (the first page is drawn whole: `isDrawnWhole` of
 * ./step). A later page arrives as places of its rows' height while the client scrolls; the rows a
 * place stands for are drawn when it comes within reach of the window, and then stay; the others are
 * drawn a few at a time while the browser is idle (`drawNextRows`). Appending a page therefore costs
 * the same at page 100 as at page 2, no frame draws more than a few rows, and every row is drawn in
 * the end.
 */

/** One flag per row of a page: drawn or not yet. */
export type DrawnRows = readonly boolean[];

/** A run of a group's rows: products drawn, or `count` rows not drawn yet from page row `from`. */
export type RowRun<Item = Product> =
  | { drawn: true; products: readonly Item[] }
  | { drawn: false; from: number; count: number };

/**
 * A later page's rows as it arrives: none drawn, or every one where the browser cannot tell what
 * is within reach (`reachKnown` false).
 */
export function arrivingRows(count: number, reachKnown: boolean): DrawnRows {
  return Array.from({ length: count }, () => !reachKnown);
}

/**
 * Rows are drawn in steps of this many (page rows 0–1, 2–3, …): a page renders again once for every
 * few rows a steady scroll brings within reach, not for each row.
 */
export const ROWS_PER_STEP = 2;

/**
 * The steps of a table of short text rows the client reads through, such as the review of an order
 * from a file: rendering the table again costs more than a few of its rows, so a steady scroll draws
 * a batch of rows every dozen frames rather than a row or two in every other frame (a 5,000-row
 * review: frame p95 19 ms instead of 23, frames over 17 ms 124 of 600 instead of 298; `npm run bench`).
 */
export const TABLE_ROWS_PER_STEP = 25;

/**
 * Draws the page rows from `from` up to `to` (exclusive), widened to whole steps of `step` rows.
 * Returns `drawn` itself when nothing changes, so that the page does not render again.
 */
export function drawRows(drawn: DrawnRows, from: number, to: number, step = ROWS_PER_STEP): DrawnRows {
  if (to <= from) return drawn;
  const start = Math.max(0, Math.floor(from / step) * step);
  const end = Math.ceil(to / step) * step;
  if (drawn.slice(start, end).every(Boolean)) return drawn;
  return drawn.map((isDrawn, index) => isDrawn || (index >= start && index < end));
}

/**
 * Rows drawn ahead of the client in one idle moment of the browser: few enough that drawing them
 * stays well within a frame (about a millisecond a row on a slow phone).
 */
export const ROWS_PER_IDLE_STEP = 4;

/**
 * The next rows drawn ahead of the client, whatever the scroll: the first `ROWS_PER_IDLE_STEP` not
 * drawn yet (in whole steps), so that in the end every row is in the page, where find in page and a
 * screen reader's browse mode see it. Returns `drawn` itself once every row is drawn.
 */
export function drawNextRows(drawn: DrawnRows): DrawnRows {
  const first = drawn.indexOf(false);
  return first < 0 ? drawn : drawRows(drawn, first, first + ROWS_PER_IDLE_STEP);
}

/**
 * A group's products (or any rows: the review of an order from a file) as runs of drawn rows and
 * of rows still to draw. `firstIndex` is the page index of the group's first product.
 */
export function rowRuns<Item>(
  products: readonly Item[],
  firstIndex: number,
  drawn: DrawnRows,
): RowRun<Item>[] {
  const runs: RowRun<Item>[] = [];
  let start = 0;
  for (let index = 1; index <= products.length; index += 1) {
    const isDrawn = drawn[firstIndex + start] ?? true;
    if (index < products.length && (drawn[firstIndex + index] ?? true) === isDrawn) continue;
    runs.push(
      isDrawn
        ? { drawn: true, products: products.slice(start, index) }
        : { drawn: false, from: firstIndex + start, count: index - start },
    );
    start = index;
  }
  return runs;
}

/** A vertical extent in the window's coordinates. */
export interface Extent {
  top: number;
  bottom: number;
}

/**
 * The page rows a place stands for that lie within `reach` (the window and its margin), as
 * `[from, to)`. The place is as tall as its rows, so each row is its height over `count`; a place
 * with no height (nothing laid out) gives all its rows.
 */
export function rowsInReach(
  place: { from: number; count: number },
  box: Extent,
  reach: Extent,
): { from: number; to: number } {
  const rowHeight = (box.bottom - box.top) / place.count;
  if (!(rowHeight > 0)) return { from: place.from, to: place.from + place.count };
  const clamp = (row: number) => Math.min(place.count, Math.max(0, row));
  const first = Math.min(place.count - 1, clamp(Math.floor((reach.top - box.top) / rowHeight)));
  const last = Math.max(first + 1, clamp(Math.ceil((reach.bottom - box.top) / rowHeight)));
  return { from: place.from + first, to: place.from + last };
}

/** The runs (`rowRuns`) of each group of a page, its rows counted on from group to group. */
export function pageRowRuns(
  groups: readonly { products: readonly Product[] }[],
  drawn: DrawnRows,
): RowRun[][] {
  let firstIndex = 0;
  return groups.map((group) => {
    const runs = rowRuns(group.products, firstIndex, drawn);
    firstIndex += group.products.length;
    return runs;
  });
}
