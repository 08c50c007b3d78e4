import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const box = style({
  marginBottom: 16,
  padding: '12px 14px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
});

export const caption = style({ margin: '0 0 8px', fontWeight: 600 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });

globalStyle(`${table} th, ${table} td`, {
  padding: '6px 8px',
  textAlign: 'left',
  verticalAlign: 'top',
  borderTop: `1px solid ${theme.colorBorder}`,
});

globalStyle(`${table} th`, { color: theme.colorMuted, fontSize: 12, fontWeight: 600, borderTop: 'none' });

export const link = style({
  color: theme.colorAccent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});
