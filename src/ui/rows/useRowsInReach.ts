import { arrivingRows, type DrawnRows, drawNextRows, drawRows, rowsInReach } from '@portal/core/catalogue';
import { type RefObject, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../hooks/whenIdle';
import { ROWS_AHEAD_PLACES } from './RowsAheadPlace';

/** Rows are drawn from a quarter of a window above it to a quarter below it, before they come into view. */
const REACH = '25% 0px';

/** How `useRowsInReach` draws. */
export interface RowsInReachOptions {
  /** The rows out of reach are drawn too, a few in each idle moment (core `drawNextRows`). */
  drawAhead?: boolean;
  /** Rows are drawn in steps of this many (core `drawRows`; `TABLE_ROWS_PER_STEP` for short rows). */
  rowsPerStep?: number;
}

/**
 * The rows of a later page of a list drawn so far (core `arrivingRows`, then `drawRows`): the rows
 * a place stands for are drawn as it comes within reach of the window. Put `box` on an
 * element holding the page's places (`RowsAheadPlace`). The reach comes from the places' intersection with the window
 * (no layout is read); where the browser has no IntersectionObserver, every row is drawn. With
 * `drawAhead`, the rows out of reach are drawn too, until every row is in the page. The keyboard's
 * focus draws the rows after it too, whatever the observer's pace.
 */
export function useRowsInReach<Box extends HTMLElement>(
  count: number,
  { drawAhead = false, rowsPerStep }: RowsInReachOptions = {},
): { drawn: DrawnRows; box: RefObject<Box | null> } {
  const [drawn, setDrawn] = useState(() => arrivingRows(count, typeof IntersectionObserver !== 'undefined'));
  const box = useRef<Box | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element || !drawn.includes(false)) return;
    // Observed afresh after each drawing: a place still in reach then reports itself again.
    const observer = new IntersectionObserver(
      (entries) =>
        setDrawn((current) =>
          entries.reduce((rows, entry) => {
            if (!entry.isIntersecting) return rows;
            const place = entry.target as HTMLElement;
            const { from, to } = rowsInReach(
              { from: Number(place.dataset.rowsFrom), count: Number(place.dataset.rowsCount) },
              entry.boundingClientRect,
              entry.intersectionRect,
            );
            return drawRows(rows, from, to, rowsPerStep);
          }, current),
        ),
      { rootMargin: REACH },
    );
    for (const place of element.querySelectorAll(ROWS_AHEAD_PLACES)) observer.observe(place);
    return () => observer.disconnect();
  }, [drawn, rowsPerStep]);
  useEffect(() => {
    const element = box.current;
    if (!element || !drawn.includes(false)) return;
    // On a slow CPU the Tab key can outrun the observer, and a focus passing a place skips its rows:
    // the focus reaching the row just before a place draws the place's first rows at once (they
    // render in a microtask, before the next key press is handled).
    const drawAfterFocus = (event: FocusEvent) => {
      for (const place of element.querySelectorAll<HTMLElement>(ROWS_AHEAD_PLACES)) {
        if (!place.previousElementSibling?.contains(event.target as Node)) continue;
        const from = Number(place.dataset.rowsFrom);
        setDrawn((current) => drawRows(current, from, from + 1, rowsPerStep));
      }
    };
    element.addEventListener('focusin', drawAfterFocus);
    return () => element.removeEventListener('focusin', drawAfterFocus);
  }, [drawn, rowsPerStep]);
  useEffect(() => {
    if (!drawAhead || !drawn.includes(false)) return;
    return whenIdle(() => setDrawn(drawNextRows));
  }, [drawn, drawAhead]);
  return { drawn, box };
}
