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
