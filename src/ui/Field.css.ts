import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const field = style({ display: 'grid', gap: 4, alignContent: 'start' });

export const label = style({ fontSize: 13, fontWeight: 600, color: theme.colorText });

export const message = style({
  fontSize: 12,
  color: theme.colorMuted,
  selectors: { '&[data-error="true"]': { color: theme.colorDanger } },
});

export const labelRow = style({ display: 'flex', gap: 3, alignItems: 'baseline' });

export const required = style({ fontSize: 13, fontWeight: 600, color: theme.colorDanger });
