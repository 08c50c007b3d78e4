import { style } from '@vanilla-extract/css';

export const question = style({ margin: '0 0 1rem' });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: '0.75rem',
});
