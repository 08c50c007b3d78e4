import { type RefObject, useEffect, useRef, useState } from 'react';
import { useCloseOnNavigation } from './useCloseOnNavigation';

export interface MenuDisclosure {
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The element holding the button and the panel: a click outside it closes the menu. */
  root: RefObject<HTMLDivElement | null>;
}

/**
 * A header menu's open state: it closes on Escape, on a click elsewhere and after each page load
 * (doc 1 §2). Escape pressed inside the panel gives the focus back to the menu's button, as the
 * panel it was in goes away.
 */
export function useMenuDisclosure(): MenuDisclosure {
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  useCloseOnNavigation(() => setOpen(false));

  useEffect(() => {
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
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return { open, setOpen, root };
}
