import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the box's content is wider than the box, so that it scrolls sideways: such a box is a
 * Tab stop (the keyboard must be able to scroll it, WCAG 2.1.1) and one that fits is not. True
 * until measured, and where the browser cannot tell when the box changes size.
 */
export function useScrollsSideways(box: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(true);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setScrolls(element.scrollWidth > element.clientWidth));
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
