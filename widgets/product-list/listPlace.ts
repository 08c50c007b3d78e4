import {
  type ListPlace,
  offeredFilter,
  type ProductListStore,
  readListPlace,
  restoreList,
  writeListPlace,
} from '@portal/core/catalogue';
import type { RefObject } from 'react';

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

/**
 * How far a row may miss the line and still count as on it: rows are fractions of a pixel high,
 * the window scrolls by whole ones, so a row scrolled to the top can sit up to a pixel off it.
 */
const ALIGNED_PX = 1;

/** The row at the top of the window: the first one more than a pixel of which shows below the line. */
function topRow(root: HTMLElement): number {
  const line = topLine();
  for (const box of rowBoxes(root)) {
    const rect = box.element.getBoundingClientRect();
    if (rect.bottom <= line + ALIGNED_PX) continue;
    const within = Math.floor((line - rect.top) / rowHeight(box, rect));
    return box.from + Math.min(box.count - 1, Math.max(0, within));
  }
  return 0;
}

/**
 * Scrolls `row` to the top of the window once it is shown, and again whenever the rows change
 * (a later page's rows are drawn as they come within reach, and may be taller or shorter than
 * their places), until the returned function is called. The browser's own scroll anchoring is off
 * in the list meanwhile: it would move the window a second time after each of these scrolls.
 */
function alignRow(root: HTMLElement, row: number): () => void {
  const place = () => {
    const box = rowBoxes(root).find((each) => row >= each.from && row < each.from + each.count);
    if (!box) return;
    const rect = box.element.getBoundingClientRect();
    const shift = rect.top + (row - box.from) * rowHeight(box, rect) - topLine();
    if (Math.abs(shift) > ALIGNED_PX) scrollBy(0, shift);
  };
  const changed = new MutationObserver(place);
  const resized = new ResizeObserver(place);
  changed.observe(root, { childList: true, subtree: true });
  resized.observe(root);
  root.style.overflowAnchor = 'none';
  place();
  return () => {
    changed.disconnect();
    resized.disconnect();
    root.style.overflowAnchor = '';
  };
}

/** What the client does that ends the scroll back to the row. */
const INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/** How long the scrolling must have stopped before the row at the top is written. */
const SETTLED_MS = 200;

/**
 * Keeps the list's place (core `ListPlace`) in the page's address under `prefix` (issue 22.7):
 * the list starts at the place the address names, and then every filter, sort, appended page and
 * settled scroll replaces it (`history.replaceState`: no new entry), so that Back to this page and
 * a reload show the list as it was left. Returns what stops it.
 */
export function keepListPlace(
  prefix: string,
  store: ProductListStore,
  list: RefObject<HTMLElement | null>,
): () => void {
  const start = readListPlace(location.search, prefix);
  // This history entry's scroll is the list's to restore, at its row: the browser's own would
  // come back to the same height over rows not drawn yet, and after the list's.
  history.scrollRestoration = 'manual';
  let restoring = true;
  let row = start.row;
  let aligning: (() => void) | undefined;
  const release = () => {
    aligning?.();
    aligning = undefined;
  };
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
      // While the list scrolls back to the row, the row at the top is that row.
      if (restoring || aligning || !list.current) return;
      row = topRow(list.current);
      write();
    }, SETTLED_MS);
  };
  let shown = store.$state.get();
  const unlistenState = store.$state.listen((state) => {
    const before = shown;
    shown = state;
    if (restoring) return;
    if (state.query !== before.query) row = 0;
    if (state.query !== before.query || state.pages.length !== before.pages.length) write();
  });
  const unlistenRestoring = restoreList(store, start.query, start.pages, offeredFilter).listen(() => {
    restoring = false;
    // Another filter or sort chosen meanwhile: the list starts over at its top.
    if (store.$state.get().status === 'loading') row = 0;
    write();
    if (row > 0 && list.current) aligning = alignRow(list.current, row);
  });
  addEventListener('scroll', onScroll, { passive: true });
  for (const type of INPUTS) addEventListener(type, release, { passive: true });
  return () => {
    unlistenState();
    unlistenRestoring();
    release();
    clearTimeout(timer);
    removeEventListener('scroll', onScroll);
    for (const type of INPUTS) removeEventListener(type, release);
  };
}
