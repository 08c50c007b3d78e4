import { style } from '@vanilla-extract/css';
import { input } from '../fields/input.css';
import { theme } from '../theme.css';

export const sort = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  fontSize: '0.8125rem',
  color: theme.colorMuted,
});
export const select = style([
  input,
  { width: 'auto', minWidth: 170, color: theme.colorText, fontSize: '0.875rem' },
]);
