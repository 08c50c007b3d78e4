import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const line = style({
  color: theme.colorMuted,
  selectors: { '&[data-tone="error"]': { color: theme.colorDanger } },
});
