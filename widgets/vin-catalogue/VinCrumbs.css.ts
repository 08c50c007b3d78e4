import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: '0.8125rem',
  color: theme.colorMuted,
});

export const crumb = style({
  selectors: { '& + &::before': { content: '"›" / ""', marginRight: '0.25rem', color: theme.colorMuted } },
});
