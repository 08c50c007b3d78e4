import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: 13,
  color: theme.colorMuted,
});

export const crumb = style({
  selectors: { '& + &::before': { content: '"›"', marginRight: 4, color: theme.colorMuted } },
});
