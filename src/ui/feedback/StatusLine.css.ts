import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const line = style({
  color: theme.colorMuted,
  selectors: { '&[data-tone="error"]': { color: theme.colorDanger } },
});

/** A line with an action beside its text (RetryLine's 'Повторить'). */
export const withAction = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
