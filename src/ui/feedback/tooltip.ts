import * as css from './Tooltip.css';

/** The attribute that carries a tooltip's text. */
const TOOLTIP_ATTRIBUTE = 'data-tooltip';
const INSTALLED = Symbol.for('portal-widgets.tooltips');
const GAP = 6;
const MARGIN = 8;
const TOOLTIP_ID = 'portal-tooltip';
const LANDMARKS = 'main, header, footer, nav, aside, dialog, [role="dialog"], [role="region"], [role="main"]';

/** The trigger whose tooltip shows, and that tooltip. */
let shown: { anchor: HTMLElement; tip: HTMLElement } | null = null;

/** The element the event went through that has a tooltip (inside open shadow roots too). */
function anchorOf(event: Event): HTMLElement | null {
  for (const target of event.composedPath()) {
    if (target instanceof HTMLElement && target.hasAttribute(TOOLTIP_ATTRIBUTE)) return target;
  }
  return null;
}

/** Above the trigger, or below when there is no room; kept inside the viewport. */
function place(tip: HTMLElement, anchor: HTMLElement): void {
  const target = anchor.getBoundingClientRect();
  const { width, height } = tip.getBoundingClientRect();
  const above = target.top - GAP - height;
  const top = above >= MARGIN ? above : target.bottom + GAP;
  const centred = target.left + target.width / 2 - width / 2;
  const left = Math.min(Math.max(MARGIN, centred), Math.max(MARGIN, window.innerWidth - width - MARGIN));
  tip.style.top = `${Math.round(top)}px`;
  tip.style.left = `${Math.round(left)}px`;
}

/**
 * The one tooltip element of the trigger's shadow root (or of the page), made on first use, put in
 * the trigger's landmark (or dialog): no text of the page is outside one. It shows in the top layer
 * wherever it is.
 */
function tipFor(anchor: HTMLElement): HTMLElement {
  const root = anchor.getRootNode();
  const inShadow = root instanceof ShadowRoot;
  const tip = (inShadow ? root : document).getElementById(TOOLTIP_ID) ?? document.createElement('span');
  if (!tip.id) {
    tip.id = TOOLTIP_ID;
    tip.setAttribute('role', 'tooltip');
    tip.setAttribute('popover', 'manual');
    tip.className = css.tooltip;
    tip.hidden = true;
  }
  const home = anchor.closest(LANDMARKS) ?? (inShadow ? root : document.body);
  if (tip.parentNode !== home) home.append(tip);
  return tip;
}

/** Hides the tooltip shown; with `anchor`, only when it is that trigger's. */
function hide(anchor?: HTMLElement | null): void {
  if (!shown || (anchor !== undefined && anchor !== shown.anchor)) return;
  const { tip } = shown;
  shown = null;
  if (typeof tip.hidePopover === 'function' && tip.matches(':popover-open')) tip.hidePopover();
  tip.hidden = true;
}

function show(anchor: HTMLElement): void {
  if (shown?.anchor === anchor) return;
  hide();
  const tip = tipFor(anchor);
  tip.textContent = anchor.getAttribute(TOOLTIP_ATTRIBUTE);
  tip.hidden = false;
  if (typeof tip.showPopover === 'function') tip.showPopover();
  place(tip, anchor);
  shown = { anchor, tip };
}

/**
 * One set of listeners on the document for every tooltip of the page (shadow roots included),
 * installed by the first trigger rendered: a row of a long list pays an attribute, no listener.
 */
function install(): void {
  const holder = globalThis as { [INSTALLED]?: boolean };
  if (holder[INSTALLED] || typeof document === 'undefined') return;
  holder[INSTALLED] = true;
  let pressedOpen = false;
  const handlers: { [K in keyof DocumentEventMap]?: (event: DocumentEventMap[K]) => void } = {
    mouseover: (event) => {
      const anchor = anchorOf(event);
      if (anchor) show(anchor);
      else hide();
    },
    mouseout: (event) => {
      if (event.relatedTarget === null) hide();
    },
    focusin: (event) => {
      const anchor = anchorOf(event);
      if (anchor) show(anchor);
    },
    focusout: (event) => hide(anchorOf(event)),
    // A tap focuses the trigger too: it toggles what showed before it.
    pointerdown: (event) => {
      pressedOpen = shown !== null && shown.anchor === anchorOf(event);
    },
    click: (event) => {
      const anchor = anchorOf(event);
      if (!anchor || anchor.closest('a')) return;
      if (pressedOpen) hide(anchor);
      else show(anchor);
    },
    keydown: (event) => {
      if (event.key === 'Escape') hide();
    },
    scroll: () => hide(),
  };
  for (const [type, handler] of Object.entries(handlers))
    document.addEventListener(type, handler as EventListener, { capture: true, passive: true });
}

/**
 * Gives an element a tooltip shown on hover, focus or tap (Escape and scrolling hide it), in the
 * top layer so that neither a CMS page's overflow nor a list's containment clips it. Spread the
 * result onto the element; nothing when there is no text. A row of a long list pays an attribute
 * for it: no listener, state or element. The tooltip is only seen: where its text says more than
 * the element's name, give the element `aria-description` as well.
 */
export function tooltip(text: string): { 'data-tooltip'?: string } {
  if (!text) return {};
  install();
  return { [TOOLTIP_ATTRIBUTE]: text };
}
