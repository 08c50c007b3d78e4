import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const offer = style({
  margin: '0 0 0.75rem',
  padding: '0.625rem 0.875rem',
  borderLeft: `3px solid ${theme.colorAccent}`,
  borderRadius: theme.radius,
  background: '#f3f5f8',
});

export const link = style({
  color: theme.colorAccent,
  fontWeight: 600,
  overflowWrap: 'anywhere',
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});
