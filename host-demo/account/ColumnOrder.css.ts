import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const list = style({
  display: 'grid',
  gap: '0.375rem',
  margin: '0.5rem 0 0',
  padding: 0,
  listStyle: 'none',
  maxWidth: 420,
});

export const row = style({
  display: 'flex',
  alignItems: 'stretch',
  gap: '0.375rem',
  selectors: { '&[data-dragging]': { opacity: 0.7 } },
});

export const handle = style({
  flex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  minHeight: 40,
  padding: '0 0.75rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'grab',
  // The pointer drags the row; the page must not scroll under a finger.
  touchAction: 'none',
  userSelect: 'none',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': focusRing,
    '[data-dragging] > &': {
      cursor: 'grabbing',
      borderColor: theme.colorAccent,
      boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)',
    },
    '&:disabled': { cursor: 'default', opacity: 0.6 },
  },
});

export const grip = style({ color: theme.colorMuted, fontSize: '1rem', lineHeight: 1 });

export const position = style({
  minWidth: '1.5em',
  color: theme.colorMuted,
  fontVariantNumeric: 'tabular-nums',
});

export const moves = style({ display: 'flex', gap: '0.375rem' });

export const move = style({
  width: 40,
  minHeight: 40,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  fontSize: '1rem',
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { borderColor: theme.colorAccent, color: theme.colorAccent },
    '&:focus-visible': focusRing,
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});
