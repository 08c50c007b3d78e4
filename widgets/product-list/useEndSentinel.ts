import { useCallback, useRef } from 'react';

/** Asks for the next page a little before the end of the list comes into view. */
const AHEAD = '800px 0px';

/**
 * A ref for the element at the end of the list: `onVisible` runs when it comes into view. The list
 * renders the sentinel only while another page may load, so each new sentinel is observed afresh
 * and a page too short to fill the screen still leads to the next one.
 */
export function useEndSentinel(onVisible: () => void): (element: HTMLElement | null) => void {
  const callback = useRef(onVisible);
  callback.current = onVisible;
  const observer = useRef<IntersectionObserver | null>(null);
  return useCallback((element: HTMLElement | null) => {
    observer.current?.disconnect();
    observer.current = null;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    observer.current = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) callback.current();
      },
      { rootMargin: AHEAD },
    );
    observer.current.observe(element);
  }, []);
}
