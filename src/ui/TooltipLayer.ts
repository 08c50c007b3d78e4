import * as css from './Tooltip.css';

const GAP = 6;
const MARGIN = 8;
const TOOLTIP_ID = 'portal-tooltip';

/** The tooltip shown now. */
let shown: HTMLElement | null = null;

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

/** The one tooltip element of the trigger's shadow root (or of the page), made on first use. */
function tipFor(anchor: HTMLElement): HTMLElement {
  const root = anchor.getRootNode();
  const inShadow = root instanceof ShadowRoot;
  const existing = (inShadow ? root : document).getElementById(TOOLTIP_ID);
  if (existing) return existing;
  const tip = document.createElement('span');
  tip.id = TOOLTIP_ID;
  tip.setAttribute('role', 'tooltip');
  tip.setAttribute('popover', 'manual');
  tip.className = css.tooltip;
  tip.hidden = true;
  (inShadow ? root : document.body).append(tip);
  return tip;
}

export function hideTooltip(): void {
  const tip = shown;
  shown = null;
  if (!tip) return;
  if (typeof tip.hidePopover === 'function' && tip.matches(':popover-open')) tip.hidePopover();
  tip.hidden = true;
}

/** Shows `text` by `anchor`, in place of any tooltip shown elsewhere. */
export function showTooltip(anchor: HTMLElement, text: string): void {
  hideTooltip();
  if (!anchor.isConnected) return;
  const tip = tipFor(anchor);
  tip.textContent = text;
  tip.hidden = false;
  if (typeof tip.showPopover === 'function') tip.showPopover();
  place(tip, anchor);
  shown = tip;
}
