import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const pages = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.375rem',
  margin: '1rem 0 0',
  padding: 0,
  listStyle: 'none',
});

export const page = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.25rem',
  minHeight: '2.25rem',
  padding: '0 0.5rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent, color: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
    '&[aria-current="page"]': {
      background: theme.colorAccent,
      borderColor: theme.colorAccent,
      color: theme.colorAccentText,
      fontWeight: 600,
    },
  },
});

export const gap = style({ minWidth: 24, textAlign: 'center', color: theme.colorMuted });
