import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

/** The plain button: a bordered surface, the accent on hover, when pressed open or active. */
export const secondary = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.375rem',
  minHeight: '2.25rem',
  padding: '0 0.875rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': focusRing,
    '&[aria-expanded="true"], &[data-active="true"]': {
      borderColor: theme.colorAccent,
      color: theme.colorAccent,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const primary = style([
  secondary,
  {
    background: theme.colorAccent,
    borderColor: theme.colorAccent,
    color: theme.colorAccentText,
    fontWeight: 600,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
  },
]);

/**
 * A link (or a button) drawn as an outlined action: the accent's border and text on the surface,
 * filled with the accent on hover ('Искать по названию', 'Искать на других складах').
 */
export const outlinedAction = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  padding: '0.375rem 0.875rem',
  border: `1px solid ${theme.colorAccent}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorAccent,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: theme.colorAccent, color: theme.colorAccentText },
    '&:focus-visible': focusRing,
  },
});

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0.5rem 1.125rem',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorAccent}`,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

/**
 * The visitor's two actions as links ('Стать клиентом', 'Авторизоваться'), in the anonymous dialog
 * and the portal's mobile menu.
 */
export const primaryAction = style([action, { background: theme.colorAccent, color: theme.colorAccentText }]);
export const secondaryAction = style([action, { background: 'transparent', color: theme.colorAccent }]);

export const link = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.colorAccent,
  font: 'inherit',
  fontSize: '0.8125rem',
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  selectors: { '&:focus-visible': focusRing },
});

/**
 * A button with a busy label keeps the width of the wider of its two labels: the other one is laid
 * out under this one as generated content with no height, unseen and unread (visibility: hidden
 * keeps it out of the accessible name), so nothing moves under the pointer when the label changes.
 */
export const reserving = style({
  flexDirection: 'column',
  gap: 0,
  selectors: {
    '&::after': { content: 'attr(data-other-label)', height: 0, overflow: 'hidden', visibility: 'hidden' },
  },
});
