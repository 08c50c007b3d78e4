import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const box = style({
  marginBottom: '1rem',
  padding: '0.75rem 0.875rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
});

export const caption = style({ margin: '0 0 0.5rem', fontWeight: 600 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: '0.375rem 0.5rem',
  textAlign: 'left',
  verticalAlign: 'top',
  borderTop: `1px solid ${theme.colorBorder}`,
});

globalStyle(`${table} th`, {
  color: theme.colorMuted,
  fontSize: '0.75rem',
  fontWeight: 600,
  borderTop: 'none',
});

export const link = style({
  color: theme.colorAccent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});
