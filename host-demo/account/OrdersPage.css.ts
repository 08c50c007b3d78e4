import { style } from '@vanilla-extract/css';

export const empty = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.25rem 0.75rem',
});
