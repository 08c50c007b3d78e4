/** The attribute that carries a tooltip's text; one set of listeners per page shows it. */
const ATTRIBUTE = 'data-tooltip';
const INSTALLED = Symbol.for('portal-widgets.tooltips');

type Layer = typeof import('./TooltipLayer');

/** The code that shows tooltips, fetched when the first one is asked for. */
let layer: Promise<Layer> | null = null;
/** The trigger whose tooltip shows (or is about to). */
let current: HTMLElement | null = null;

/** The element the event went through that has a tooltip (inside open shadow roots too). */
function anchorOf(event: Event): HTMLElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLElement && target.hasAttribute(ATTRIBUTE)) return target;
  }
  return null;
}

function withLayer(use: (loaded: Layer) => void): void {
  layer?.then(use, (error: unknown) => {
    layer = null;
    console.error('[portal] could not load the tooltip', error);
  });
}

function show(anchor: HTMLElement): void {
  if (current === anchor) return;
  current = anchor;
  layer ??= import('./TooltipLayer');
  withLayer((loaded) => {
    if (current === anchor) loaded.showTooltip(anchor, anchor.getAttribute(ATTRIBUTE) ?? '');
  });
}

/** Hides the tooltip shown; with `anchor`, only when it is that trigger's. */
function hide(anchor: HTMLElement | null = current): void {
  if (current === null || anchor !== current) return;
  current = null;
  withLayer((loaded) => {
    if (current === null) loaded.hideTooltip();
  });
}

/**
 * One set of listeners on the document for every tooltip of the page (shadow roots included):
 * a row of a long list pays an attribute for its tooltips, not listeners, state or elements.
 */
function install(): void {
  const holder = globalThis as { [INSTALLED]?: true };
  if (holder[INSTALLED] || typeof document === 'undefined') return;
  holder[INSTALLED] = true;
  let pressedOpen = false;
  const listen = <K extends keyof DocumentEventMap>(
    type: K,
    listener: (event: DocumentEventMap[K]) => void,
  ) => document.addEventListener(type, listener, { capture: true, passive: true });
  listen('mouseover', (event) => {
    const anchor = anchorOf(event);
    if (anchor) show(anchor);
    else hide();
  });
  listen('mouseout', (event) => {
    if (event.relatedTarget === null) hide();
  });
  listen('focusin', (event) => {
    const anchor = anchorOf(event);
    if (anchor) show(anchor);
  });
  listen('focusout', (event) => hide(anchorOf(event)));
  // A tap focuses the trigger too: it toggles what showed before it.
  listen('pointerdown', (event) => {
    pressedOpen = current !== null && current === anchorOf(event);
  });
  listen('click', (event) => {
    const anchor = anchorOf(event);
    if (!anchor || anchor.closest('a')) return;
    if (pressedOpen) hide(anchor);
    else show(anchor);
  });
  listen('keydown', (event) => {
    if (event.key === 'Escape') hide();
  });
  listen('scroll', () => hide());
}

/**
 * Gives an element a tooltip shown on hover, focus or tap (Escape and scrolling hide it), in the
 * top layer so that neither a CMS page's overflow nor a list's containment clips it. Spread the
 * result onto the element; nothing when there is no text. The tooltip is only seen: where its text
 * says more than the element's name, give the element `aria-description` as well.
 */
export function tooltip(text: string): { 'data-tooltip'?: string } {
  if (!text) return {};
  install();
  return { [ATTRIBUTE]: text };
}
