import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const link = style({
  color: theme.colorAccent,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});
