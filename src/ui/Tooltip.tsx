import {
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import * as css from './Tooltip.css';

/** What the trigger element needs to wire the tooltip; spread it onto the link or button. */
export interface TooltipTrigger {
  'aria-describedby': string | undefined;
  onMouseEnter: (event: SyntheticEvent<HTMLElement>) => void;
  onMouseLeave: () => void;
  onFocus: (event: SyntheticEvent<HTMLElement>) => void;
  onBlur: () => void;
  /** Toggles on tap, for touch screens; leave it off a link, whose tap navigates. */
  onClick: (event: SyntheticEvent<HTMLElement>) => void;
}

export interface TooltipProps {
  /** The text shown; a tooltip with no text renders only its trigger. */
  text: string;
  /** Renders the trigger with the props that wire it. */
  children: (trigger: TooltipTrigger) => ReactNode;
}

const GAP = 6;
const MARGIN = 8;

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
 * A short text shown on hover, focus or tap. It opens in the top layer (the Popover API) where the
 * browser has it, so neither a CMS page's overflow nor the list's containment can clip it; the
 * positioning is a dozen lines rather than a positioning library's six kilobytes.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const anchor = useRef<HTMLElement | null>(null);
  const tip = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const element = tip.current;
    if (!open || !element || !anchor.current) return;
    if (typeof element.showPopover === 'function') element.showPopover();
    place(element, anchor.current);
    const close = () => setOpen(false);
    window.addEventListener('scroll', close, { capture: true, passive: true });
    return () => {
      window.removeEventListener('scroll', close, { capture: true });
      if (typeof element.hidePopover === 'function' && element.matches(':popover-open'))
        element.hidePopover();
    };
  }, [open]);

  const show = useCallback((event: SyntheticEvent<HTMLElement>) => {
    anchor.current = event.currentTarget;
    setOpen(true);
  }, []);
  const hide = useCallback(() => setOpen(false), []);
  const toggle = useCallback((event: SyntheticEvent<HTMLElement>) => {
    anchor.current = event.currentTarget;
    setOpen((shown) => !shown);
  }, []);

  if (!text) {
    return (
      <>
        {children({
          'aria-describedby': undefined,
          onMouseEnter: noop,
          onMouseLeave: noop,
          onFocus: noop,
          onBlur: noop,
          onClick: noop,
        })}
      </>
    );
  }
  return (
    <>
      {children({
        'aria-describedby': id,
        onMouseEnter: show,
        onMouseLeave: hide,
        onFocus: show,
        onBlur: hide,
        onClick: toggle,
      })}
      <span id={id} ref={tip} role="tooltip" popover="manual" className={css.tooltip} hidden={!open}>
        {text}
      </span>
    </>
  );
}

function noop(): void {}
