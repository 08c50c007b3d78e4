import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** Doc 1 §2: after each page load the open menus close. */
export function useCloseOnNavigation(close: () => void): void {
  const { key } = useLocation();
  const closeRef = useRef(close);
  closeRef.current = close;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is what closes the menu.
  useEffect(() => closeRef.current(), [key]);
}
