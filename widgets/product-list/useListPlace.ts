import { type ListPlace, type ProductListStore, readListPlace, writeListPlace } from '@portal/core/catalogue';
import { type RefObject, useEffect } from 'react';

/** A row of the list, or a place standing for `count` rows not drawn yet. */
interface RowBox {
  element: HTMLElement;
  from: number;
  count: number;
}

/** The rows of the shown pages in order (a page is `[data-page]`, its rows the `li`s of its sections). */
function rowBoxes(root: HTMLElement): RowBox[] {
  const boxes: RowBox[] = [];
  let from = 0;
  for (const element of root.querySelectorAll<HTMLElement>('[data-page] > section > ul > li')) {
    const count = Number(element.dataset.rowsCount ?? 1);
    boxes.push({ element, from, count });
    from += count;
  }
  return boxes;
}

/** The window's top as far as the rows go: below the page's sticky header (its scroll-padding-top). */
const topLine = () => Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;

const rowHeight = (box: RowBox, rect: DOMRect) => rect.height / box.count;

/** The row at the top of the window. */
function topRow(root: HTMLElement): number {
  const line = topLine();
  for (const box of rowBoxes(root)) {
    const rect = box.element.getBoundingClientRect();
    if (rect.bottom <= line) continue;
    const within = Math.floor((line - rect.top) / rowHeight(box, rect));
    return box.from + Math.min(box.count - 1, Math.max(0, within));
  }
  return 0;
}

/**
 * Scrolls `row` to the top of the window once it is shown, and again once it is drawn (a later
 * page's rows are drawn as they come within reach). The client's own scrolling ends it.
 */
function scrollToRow(root: HTMLElement, row: number): () => void {
  const observer = new MutationObserver(() => place());
  const stop = () => {
    observer.disconnect();
    for (const type of INPUTS) removeEventListener(type, stop);
  };
  const place = () => {
    const box = rowBoxes(root).find((each) => row >= each.from && row < each.from + each.count);
    if (!box) return;
    if (!box.element.dataset.rowsCount) {
      box.element.scrollIntoView({ block: 'start' });
      return stop();
    }
    const rect = box.element.getBoundingClientRect();
    scrollBy(0, rect.top + (row - box.from) * rowHeight(box, rect) - topLine());
  };
  observer.observe(root, { childList: true, subtree: true });
  for (const type of INPUTS) addEventListener(type, stop, { passive: true });
  place();
  return stop;
}

const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long the scrolling must have stopped before the row at the top is written. */
const SETTLED_MS = 200;

/**
 * Keeps the list's place (core `ListPlace`) in the page's address under `prefix` (issue 22.7):
 * the list starts at the place the address names, and then every filter, sort, appended page and
 * settled scroll replaces it (`history.replaceState`: no new entry), so that Back to this page and
 * a reload show the list as it was left. Without a prefix the address is neither read nor written.
 */
export function useListPlace(
  prefix: string | undefined,
  store: ProductListStore,
  list: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (prefix === undefined) {
      store.setQuery(store.$state.get().query);
      return;
    }
    const start = readListPlace(location.search, prefix);
    let row = start.row;
    let stopScrolling = () => {};
    let timer: ReturnType<typeof setTimeout> | undefined;
    const write = () => {
      const { query, pages } = store.$state.get();
      const place: ListPlace = { query, pages: Math.max(1, pages.length), row };
      const search = writeListPlace(location.search, prefix, place);
      if (search !== location.search) {
        history.replaceState(history.state, '', `${location.pathname}${search}${location.hash}`);
      }
    };
    const onScroll = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        if (store.$restoring.get() || !list.current) return;
        row = topRow(list.current);
        write();
      }, SETTLED_MS);
    };
    let shown = store.$state.get();
    const unlistenState = store.$state.listen((state) => {
      const before = shown;
      shown = state;
      if (store.$restoring.get()) return;
      if (state.query !== before.query) row = 0;
      if (state.query !== before.query || state.pages.length !== before.pages.length) write();
    });
    const unlistenRestoring = store.$restoring.listen((restoring) => {
      if (restoring) return;
      write();
      if (row > 0 && list.current) stopScrolling = scrollToRow(list.current, row);
    });
    addEventListener('scroll', onScroll, { passive: true });
    store.restore(start);
    return () => {
      unlistenState();
      unlistenRestoring();
      stopScrolling();
      clearTimeout(timer);
      removeEventListener('scroll', onScroll);
    };
  }, [prefix, store, list]);
}
