import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
});

export const tab = style({
  marginBottom: -1,
  padding: '0.5rem 0.875rem',
  border: '1px solid transparent',
  borderRadius: `${theme.radius} ${theme.radius} 0 0`,
  background: 'none',
  color: theme.colorMuted,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: theme.colorText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -2 },
    '&[aria-selected="true"]': {
      borderColor: theme.colorBorder,
      borderBottomColor: theme.colorSurface,
      background: theme.colorSurface,
      color: theme.colorText,
      fontWeight: 600,
    },
  },
});

export const panel = style({
  paddingTop: '0.75rem',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});
