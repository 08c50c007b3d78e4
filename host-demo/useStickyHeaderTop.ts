import { useLayoutEffect } from 'react';

const PROPERTY = '--portal-sticky-top';

/**
 * The portal's header stays at the top of the window, and its height changes with the width (one
 * row, two, the phone's). Its height is given to the widgets as `--portal-sticky-top`, so that
 * their sticky panels (the filters) stay below it whatever it looks like; a page without it gives 0.
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
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize ?? header.getBoundingClientRect().height;
      root.style.setProperty(PROPERTY, `${Math.ceil(height)}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, [key]);
}
