/** The element that has focus, looking through open shadow roots (widgets render inside them). */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement;
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active;
}

/**
 * Where the focus may go back to when `opener` has gone by then (its row deleted, its list
 * reloaded): the controls after it in its page or widget, nearest first, then those before it,
 * nearest first; none inside `dialog`. Read as the dialog opens, while the opener is in its place.
 */
export function focusNeighbours(opener: Element, dialog: Element): HTMLElement[] {
  let scope: Element = opener;
  while (scope.parentElement && scope.parentElement !== document.body) scope = scope.parentElement;
  const all = focusableIn(scope).filter((element) => element !== opener && !dialog.contains(element));
  const after = all.filter(
    (element) => opener.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
  );
  const before = all.filter((element) => !after.includes(element)).reverse();
  return [...after, ...before];
}

/**
 * Gives the focus back to `opener`, or, when it has gone or cannot take it, to the first of
 * `neighbours` still in the page that takes it: never to <body> (issue 43).
 */
export function returnFocus(opener: Element | null, neighbours: readonly HTMLElement[]): void {
  for (const target of [opener, ...neighbours]) {
    if (!(target instanceof HTMLElement) || !target.isConnected) continue;
    target.focus();
    if (deepActiveElement() === target) return;
  }
}

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

/** Elements inside `container` that Tab reaches, in document order. */
export function focusableIn(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !element.closest('[hidden],[inert]'),
  );
}

/** Whether the focus fell out of `root` to nowhere (the page's body, or `root`'s host with nothing in it). */
function focusFell(root: Node): boolean {
  const active = document.activeElement;
  if (root instanceof ShadowRoot)
    return (
      root.activeElement === null && (active === null || active === document.body || active === root.host)
    );
  return active === null || active === document.body;
}

/**
 * Keeps the focus from falling to <body> when the focused control's row leaves `container` (deleted,
 * vanished, the list reloaded; issue 43): the row now in its place takes it, at the same control
 * (the next row's 'Удалить' after a 'Удалить'), else the last row, else `fallback()` (the list's
 * heading) when none is left. A focus the client has put elsewhere meanwhile stays. Returns the stop.
 */
export function keepFocusInRows(
  container: HTMLElement,
  rowSelector: string,
  fallback: () => HTMLElement | null,
): () => void {
  let last: { control: Element; row: number; index: number } | null = null;
  const rows = () => [...container.querySelectorAll<HTMLElement>(rowSelector)];
  const remember = (event: FocusEvent) => {
    const control = event.composedPath()[0];
    if (!(control instanceof HTMLElement)) return;
    const row = control.closest<HTMLElement>(rowSelector);
    if (!row) return;
    last = { control, row: rows().indexOf(row), index: focusableIn(row).indexOf(control) };
  };
  const settle = () => {
    if (!last || last.control.isConnected) return;
    const { row, index } = last;
    last = null;
    if (!focusFell(container.getRootNode())) return;
    const now = rows();
    const next = now[Math.min(row, now.length - 1)];
    const controls = next ? focusableIn(next) : [];
    const target = controls[Math.min(Math.max(index, 0), controls.length - 1)] ?? fallback();
    target?.focus();
  };
  const watcher = new MutationObserver(settle);
  watcher.observe(container, { childList: true, subtree: true });
  container.addEventListener('focusin', remember);
  return () => {
    watcher.disconnect();
    container.removeEventListener('focusin', remember);
  };
}
