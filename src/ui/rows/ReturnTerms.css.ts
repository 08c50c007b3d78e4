import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const value = style({
  borderBottom: `1px dotted ${theme.colorMuted}`,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});
