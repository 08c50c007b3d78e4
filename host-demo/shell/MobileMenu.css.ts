import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const menu = style({ display: 'contents' });

export const burger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 40,
  height: 40,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});

/** Below the header, over the page, scrolled on its own. */
export const panel = style({
  position: 'absolute',
  top: '100%',
  left: 0,
  right: 0,
  zIndex: 30,
  maxHeight: 'calc(100vh - 64px)',
  overflowY: 'auto',
  padding: '0.75rem 1rem 1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  background: theme.colorSurface,
  borderBottom: `1px solid ${theme.colorBorder}`,
  boxShadow: '0 16px 40px rgba(15, 23, 42, 0.18)',
});

export const heading = style({ margin: '0 0 0.25rem', fontSize: '0.9375rem' });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.125rem' });

export const item = style({
  display: 'block',
  padding: '0.5rem 0.25rem',
  color: theme.colorText,
  textDecoration: 'none',
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { color: theme.colorAccent, fontWeight: 600 },
    '&[data-accent]': { color: theme.colorAccent, fontWeight: 600 },
  },
});

export const section = style({
  width: '100%',
  textAlign: 'left',
  padding: '0.5rem 0.25rem',
  border: 'none',
  background: 'none',
  font: 'inherit',
  fontWeight: 600,
  color: theme.colorText,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&[aria-expanded="true"]': { color: theme.colorAccent } },
});

export const children = style({ listStyle: 'none', margin: 0, padding: '0 0 0.25rem 0.875rem' });

export const account = style({ display: 'flex', flexDirection: 'column', gap: '0.625rem' });

export const user = style({ margin: 0, fontWeight: 600 });

export const logout = style({ alignSelf: 'flex-start' });

export const actions = style({ display: 'flex', gap: '0.625rem', flexWrap: 'wrap' });

export const contacts = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  color: theme.colorMuted,
  fontSize: '0.8125rem',
});
