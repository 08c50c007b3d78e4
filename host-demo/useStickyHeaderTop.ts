import { useLayoutEffect } from 'react';

const PROPERTY = '--portal-sticky-top';

/**
 * The portal's header stays at the top of the window, and its height changes with the width (one
 * row, two, the phone's). Its height is given to the widgets as `--portal-sticky-top`, so that
 * their sticky panels (the filters) stay below it whatever it looks like, and so that a focused
 * element scrolls into sight below it (the page's scroll-padding-top); a page without it gives 0.
 * `key` is anything that changes when the page does (the location).
 */
export function useStickyHeaderTop(key: unknown): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page may bring or drop the header.
  useLayoutEffect(() => {
    const root = document.documentElement;
    const header = document.querySelector('header');
    if (!header) {
      root.style.setProperty(PROPERTY, '0px');
      return;
    }
    // A header that scrolls away (a short window) covers nothing: 0.
    const show = (height: number) => {
      const sticky = getComputedStyle(header).position === 'sticky';
      root.style.setProperty(PROPERTY, sticky ? `${Math.ceil(height)}px` : '0px');
    };
    const measure = () => show(header.getBoundingClientRect().height);
    // The observer's own figure, not a measure of the page: a layout forced in its callback (WebKit
    // observes before a page's late stylesheet is in) sent 'ResizeObserver loop completed with
    // undelivered notifications' to the page's error handlers.
    const observer = new ResizeObserver(([entry]) => {
      if (entry) show(entry.borderBoxSize[0]?.blockSize ?? entry.contentRect.height);
    });
    observer.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [key]);
}
