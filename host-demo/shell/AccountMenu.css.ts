import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const menu = style({ position: 'relative' });

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: 38,
  maxWidth: 220,
  padding: '0 0.75rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  cursor: 'pointer',
  ':hover': { borderColor: theme.colorAccent, color: theme.colorAccent },
  ':focus-visible': focusRing,
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 8px)',
  zIndex: 30,
  width: 300,
  padding: '0.75rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.625rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  background: theme.colorSurface,
  boxShadow: '0 16px 40px rgba(15, 23, 42, 0.18)',
});

export const links = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' });

export const link = style({
  display: 'block',
  padding: '0.375rem 0.5rem',
  borderRadius: theme.radius,
  color: theme.colorText,
  textDecoration: 'none',
  ':hover': { background: '#f6f7f9', color: theme.colorAccent },
  ':focus-visible': focusRing,
  selectors: { '&[aria-current="page"]': { color: theme.colorAccent, fontWeight: 600 } },
});

export const logout = style({ alignSelf: 'flex-start' });
