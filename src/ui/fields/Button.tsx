import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import * as css from './Button.css';

const VARIANTS = { primary: css.primary, secondary: css.secondary, link: css.link };

interface ButtonBase extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** `primary` (the accent), `secondary` (bordered) or `link` (looks like a link). Defaults to `'secondary'`. */
  variant?: 'primary' | 'secondary' | 'link';
  /**
   * The action it started is under way: the button stays focusable and keeps its width, says so
   * (`aria-busy`, `aria-disabled`), and ignores presses, so a double click acts once. Defaults to `false`.
   */
  busy?: boolean;
  /** The element, as React 19 and Preact 11 pass `ref` to a function component like any prop. */
  ref?: Ref<HTMLButtonElement>;
}

type ButtonProps = ButtonBase &
  (
    | { busyLabel?: undefined; children?: ReactNode }
    | {
        /** The label while busy ('Входим…'); the button is as wide as the wider of its two labels. */
        busyLabel: string;
        children: string;
      }
  );

/** The portal's button. `type` defaults to `'button'`; `className` adds to the variant's look. */
export function Button({
  variant = 'secondary',
  busy,
  busyLabel,
  className,
  type = 'button',
  onClick,
  children,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={`${VARIANTS[variant]}${busyLabel ? ` ${css.reserving}` : ''}${className ? ` ${className}` : ''}`}
      aria-busy={busy || undefined}
      aria-disabled={busy || ariaDisabled || undefined}
      // The other label, laid out unseen beside this one (see Button.css), holds the width.
      data-other-label={busyLabel && (busy ? (children as string) : busyLabel)}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        // A busy submit button must not submit its form again either.
        if (busy) event.preventDefault();
        else onClick?.(event);
      }}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
