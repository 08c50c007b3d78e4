import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const field = style({ display: 'grid', gap: '0.25rem', alignContent: 'start' });

export const label = style({ fontSize: '0.8125rem', fontWeight: 600, color: theme.colorText });

export const message = style({
  fontSize: '0.75rem',
  color: theme.colorMuted,
  selectors: { '&[data-error="true"]': { color: theme.colorDanger } },
});

export const labelRow = style({ display: 'flex', gap: '0.1875rem', alignItems: 'baseline' });

export const required = style({ fontSize: '0.8125rem', fontWeight: 600, color: theme.colorDanger });
