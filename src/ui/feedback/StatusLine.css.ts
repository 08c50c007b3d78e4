import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const line = style({
  color: theme.colorMuted,
  selectors: { '&[data-tone="error"]': { color: theme.colorDanger } },
});

/**
 * A failure framed where a widget's content has stopped (a failed search, a refused key): give it
 * to a `RetryLine` or an error `Notice` as its `className`. Doubled, so that it beats the notice's
 * own frame whatever order the sheets come in.
 */
export const framedFailure = style({
  selectors: {
    '&&': {
      padding: '0.625rem 0.875rem',
      borderRadius: theme.radius,
      border: `1px solid ${theme.colorDanger}`,
      background: '#fdecea',
    },
  },
});

/** A line with an action beside its text (RetryLine's 'Повторить'). */
export const withAction = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
