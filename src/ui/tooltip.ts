/** The attribute that carries a tooltip's text. */
export const TOOLTIP_ATTRIBUTE = 'data-tooltip';
const INSTALLED = Symbol.for('portal-widgets.tooltips');
const FIRST_EVENTS = ['mouseover', 'focusin'] as const;

/**
 * Until the first tooltip is asked for, the page has one small listener: the first hover or focus
 * of a trigger (a tap focuses it) fetches the tooltips' code, which takes over from there
 * (TooltipLayer.ts).
 */
function install(): void {
  const holder = globalThis as { [INSTALLED]?: boolean };
  if (holder[INSTALLED] || typeof document === 'undefined') return;
  holder[INSTALLED] = true;
  const first = (event: Event) => {
    // Read now: once the event has been dispatched its path is empty.
    const anchor = event
      .composedPath()
      .find((target) => target instanceof HTMLElement && target.hasAttribute(TOOLTIP_ATTRIBUTE));
    if (!(anchor instanceof HTMLElement)) return;
    for (const type of FIRST_EVENTS) document.removeEventListener(type, first, true);
    // Its tooltip shows when the code comes only if the pointer or the focus is still on it.
    const leave = event.type === 'focusin' ? 'focusout' : 'mouseleave';
    let stillOn = true;
    anchor.addEventListener(leave, () => (stillOn = false), { once: true });
    import('./TooltipLayer').then(
      (layer) => layer.startTooltips(stillOn ? anchor : null),
      (error: unknown) => {
        holder[INSTALLED] = false;
        console.error('[portal] could not load the tooltips', error);
      },
    );
  };
  for (const type of FIRST_EVENTS) document.addEventListener(type, first, { capture: true, passive: true });
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
