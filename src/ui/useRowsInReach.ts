import {
  arrivingRows,
  type DrawnRows,
  drawNextRows,
  drawRows,
  listRows,
  rowsInReach,
} from '@portal/core/catalogue';
import { type RefObject, useEffect, useRef, useState } from 'react';

/** Rows are drawn from a quarter of a window above it to a quarter below it, before they come into view. */
const REACH = '25% 0px';

/** The places of rows not drawn yet (`ProductRowsInReach`). */
const PLACES = '[data-rows-from]';

/**
 * The rows of a later page of a list drawn so far (core `arrivingRows`, then `drawRows`): the rows
 * a place stands for are drawn as it comes within reach of the window. Put `box` on an
 * element holding the page's places. The reach comes from the places' intersection with the window
 * (no layout is read); where the browser has no IntersectionObserver, every row is drawn.
 *
 * With `whole`, a list drawn whole in the end (the basket): its `first` rows at once, then besides
 * those coming within reach `perFrame` more rows a frame until every row is drawn.
 */
export function useRowsInReach<Box extends HTMLElement>(
  count: number,
  whole?: { first: number; perFrame: number },
): { drawn: DrawnRows; box: RefObject<Box | null> } {
  const [drawn, setDrawn] = useState(() => {
    const reachKnown = typeof IntersectionObserver !== 'undefined';
    return whole ? listRows(count, whole.first, reachKnown) : arrivingRows(count, reachKnown);
  });
  const box = useRef<Box | null>(null);
  const perFrame = whole?.perFrame ?? 0;
  useEffect(() => {
    if (perFrame === 0 || !drawn.includes(false)) return;
    // After the frame that shows what is drawn: the next rows are drawn in a task of their own.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((current) => drawNextRows(current, perFrame)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, perFrame]);
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
            return drawRows(rows, from, to);
          }, current),
        ),
      { rootMargin: REACH },
    );
    for (const place of element.querySelectorAll(PLACES)) observer.observe(place);
    return () => observer.disconnect();
  }, [drawn]);
  return { drawn, box };
}
