import { type RefObject, useEffect, useState } from 'react';
import { whenIdle } from './whenIdle';

/** How `useDrawnInSlices` draws. */
export interface SlicesOptions {
  /** Rows drawn with the answer: more than a tall window shows. */
  first: number;
  /** Rows drawn in each idle moment of the browser after: few enough to stay well within a frame. */
  slice: number;
}

/**
 * How many of `count` rows of a long list are drawn: the first screen with the answer, then a
 * slice in each idle moment of the browser, so that no task draws the whole list and every row is
 * in the page in the end (find in page, a screen reader's browse mode). Once every row is drawn, a
 * row added later is drawn at once. The keyboard's focus reaching the last row drawn in `box`
 * (rows matched by `rowSelector`) draws the next slice at once (it renders in a microtask, before
 * the next key press is handled), so that Tab never skips a row not drawn yet.
 */
export function useDrawnInSlices(
  count: number,
  box: RefObject<HTMLElement | null>,
  rowSelector: string,
  { first, slice }: SlicesOptions,
): number {
  const [drawn, setDrawn] = useState(first);
  useEffect(() => {
    if (drawn >= count) return;
    return whenIdle(() => setDrawn(nextSlice(count, slice)));
  }, [drawn, count, slice]);
  useEffect(() => {
    const element = box.current;
    if (!element || drawn >= count) return;
    const drawAfterFocus = (event: FocusEvent) => {
      const rows = element.querySelectorAll(rowSelector);
      if (rows[rows.length - 1]?.contains(event.target as Node)) setDrawn(nextSlice(count, slice));
    };
    element.addEventListener('focusin', drawAfterFocus);
    return () => element.removeEventListener('focusin', drawAfterFocus);
  }, [box, rowSelector, drawn, count, slice]);
  return drawn;
}

/** One slice more of `count` rows drawn; all of them for good once the last is. */
const nextSlice = (count: number, slice: number) => (drawn: number) =>
  drawn + slice >= count ? Number.POSITIVE_INFINITY : drawn + slice;
