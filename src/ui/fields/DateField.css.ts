import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const field = style({ width: 170 });

/** The text field with the calendar button inside its right end. */
export const control = style({ position: 'relative', display: 'flex' });

export const text = style({ paddingRight: '2.5rem' });

export const calendar = style({
  position: 'absolute',
  top: 2,
  right: 2,
  bottom: 2,
  width: 34,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 'none',
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colorMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: theme.colorText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -2 },
  },
});

/** The native date input the calendar belongs to: rendered (showPicker needs it), never seen. */
export const picker = style({
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  padding: 0,
  border: 0,
  opacity: 0,
  pointerEvents: 'none',
});
