import type { ButtonHTMLAttributes, MouseEvent, Ref } from 'react';
import * as css from './Button.css';

const VARIANTS = { primary: css.primary, secondary: css.secondary, link: css.link };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** `primary` (the accent), `secondary` (bordered) or `link` (looks like a link). Defaults to `'secondary'`. */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * The action it started is under way: the button stays focusable and keeps its width, says so
   * (`aria-busy`, `aria-disabled`), and ignores presses, so a double click acts once. Defaults to `false`.
   */
  busy?: boolean;
  /** The label while busy ('Входим…'); the button is as wide as the wider label. Defaults to the label. */
  busyLabel?: string;
  /** The element, as React 19 and Preact 11 pass `ref` to a function component like any prop. */
  ref?: Ref<HTMLButtonElement>;
}

/** The portal's button. `type` defaults to `'button'`; `className` adds to the variant's look. */
export function Button({
  variant = 'secondary',
  busy = false,
  busyLabel,
  className,
  type = 'button',
  onClick,
  children,
  ...rest
}: ButtonProps) {
  const reserve = busyLabel !== undefined && typeof children === 'string';
  let classes = VARIANTS[variant];
  if (reserve) classes += ` ${css.reserving}`;
  if (className) classes += ` ${className}`;
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-other-label={reserve ? (busy ? children : busyLabel) : undefined}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A busy submit button must not submit its form again either.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {reserve ? <span className={css.label}>{busy ? busyLabel : children}</span> : children}
    </button>
  );
}
