import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const mark = style({
  background: 'transparent',
  color: theme.colorAccent,
  fontWeight: 700,
});
