import { type RefObject, useEffect } from 'react';
import { keepFocusInRows } from '../dialogs/focus';

/**
 * While mounted, the focus in `container`'s rows (matched by `rowSelector`) never falls to <body>
 * when its row leaves: the next row takes it, or `fallback` (the list's heading) when none is left.
 */
export function useFocusKeptInRows(
  container: RefObject<HTMLElement | null>,
  rowSelector: string,
  fallback?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    const box = container.current;
    if (!box) return;
    return keepFocusInRows(box, rowSelector, () => fallback?.current ?? null);
  }, [container, rowSelector, fallback]);
}
