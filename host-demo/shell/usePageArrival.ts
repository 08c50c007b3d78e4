import { isNewPage } from '@portal/core/paths';
import { useEffect, useRef, useState } from 'react';

/** What the polite live region says: the text, and a new `id` for each arrival, even at the same title. */
interface Arrival {
  id: number;
  text: string;
}

/** The page's h1, in the page or in a widget's shadow root; `roots` collects the shadow roots seen. */
function headingIn(main: HTMLElement, roots: Set<ShadowRoot>): HTMLElement | null {
  const own = main.querySelector('h1');
  if (own) return own;
  for (const element of main.querySelectorAll('*')) {
    const root = element.shadowRoot;
    if (!root) continue;
    roots.add(root);
    const heading = root.querySelector('h1');
    if (heading) return heading;
  }
  return null;
}

function focusOn(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.tabIndex = -1;
  target.focus();
}

/**
 * Moves the focus to the new page: its h1 when it is there, else `main` until the h1 comes (a page
 * whose code or data is still on its way), so that the next Tab starts in the page, not at the top.
 * Returns a function that stops waiting.
 */
function focusNewPage(): () => void {
  const main = document.querySelector('main');
  if (!main) return () => {};
  const roots = new Set<ShadowRoot>();
  const heading = headingIn(main, roots);
  if (heading) {
    focusOn(heading);
    return () => {};
  }
  focusOn(main);
  const observer = new MutationObserver(() => {
    // The client has gone on from `main` (or the page left): the heading must not take the focus back.
    if (document.activeElement !== main || !main.isConnected) {
      observer.disconnect();
      return;
    }
    const found = headingIn(main, roots);
    if (found) {
      observer.disconnect();
      focusOn(found);
      return;
    }
    for (const root of roots) observer.observe(root, { childList: true, subtree: true });
  });
  observer.observe(main, { childList: true, subtree: true });
  for (const root of roots) observer.observe(root, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * An in-app navigation to a new page (isNewPage) moves the focus there and returns the new
 * document title for a polite live region to announce (WCAG 2.4.3, 4.1.3). Pages set their title
 * as they render, before or after this runs: a change of the title until the next navigation is
 * announced in its place. The page the browser loads is not announced: the browser reads it. An
 * address with a fragment (`hash`: '/unauth/#formCompanyRequest') names its own place, which the
 * page focuses: the heading does not take the focus from it.
 */
export function usePageArrival(pathname: string, hash: string, replaced: boolean): Arrival | null {
  const previous = useRef(pathname);
  const stop = useRef<() => void>(() => {});
  const [arrival, setArrival] = useState<Arrival | null>(null);

  useEffect(() => {
    const from = previous.current;
    previous.current = pathname;
    if (!isNewPage(from, pathname, replaced)) return;
    stop.current();
    const stopFocus = hash ? () => {} : focusNewPage();
    const announce = () => setArrival((last) => ({ id: (last?.id ?? 0) + 1, text: document.title }));
    announce();
    let title = document.title;
    const titleWatch = new MutationObserver(() => {
      if (document.title === title) return;
      title = document.title;
      announce();
    });
    titleWatch.observe(document.head, { childList: true, subtree: true, characterData: true });
    stop.current = () => {
      stopFocus();
      titleWatch.disconnect();
    };
  }, [pathname, hash, replaced]);

  useEffect(() => () => stop.current(), []);
  return arrival;
}
