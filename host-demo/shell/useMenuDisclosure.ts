import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { useCloseOnNavigation } from './useCloseOnNavigation';

interface MenuDisclosure {
  open: boolean;
  close: () => void;
  /** The element holding the button and the panel: a click outside it closes the menu. */
  root: RefObject<HTMLDivElement | null>;
  /** The panel's id, for its `id`. */
  panelId: string;
  /** Spread onto the menu's button: it opens and closes the panel and says so. */
  toggle: { 'aria-expanded': boolean; 'aria-controls': string; onClick: () => void };
}

/**
 * A header menu's open state: it closes on Escape, on a click or a focus elsewhere and after each page load
 * (doc 1 §2). Escape pressed inside the panel gives the focus back to the menu's button, as the
 * panel it was in goes away.
 */
export function useMenuDisclosure(): MenuDisclosure {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const panelId = useId();
  useCloseOnNavigation(() => setOpen(false));

  // Attached as the panel is drawn, not after the next frame as an effect would be: a Tab pressed at
  // once must close it too.
  useLayoutEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        if (root.current?.contains(document.activeElement))
          root.current.querySelector<HTMLElement>('[aria-expanded]')?.focus();
        setOpen(false);
      } else if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    // Tabbing out closes it too: an open panel would hide the next stops under it (WCAG 2.4.11).
    document.addEventListener('focusin', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
      document.removeEventListener('focusin', close);
    };
  }, [open]);

  return {
    open,
    close: () => setOpen(false),
    root,
    panelId,
    toggle: { 'aria-expanded': open, 'aria-controls': panelId, onClick: () => setOpen(!open) },
  };
}
