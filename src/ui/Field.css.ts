import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const field = style({ display: 'grid', gap: 4, alignContent: 'start' });

export const label = style({ fontSize: 13, fontWeight: 600, color: theme.colorText });

/** The look of a text field, a select or a text area; Field hands it to its control. */
export const control = style({
  minHeight: 36,
  width: '100%',
  padding: '0 10px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  selectors: {
    '&:focus': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -1 },
    '&[aria-invalid="true"]': { borderColor: theme.colorDanger },
    '&:disabled': { opacity: 0.65, cursor: 'not-allowed' },
  },
});

export const message = style({
  fontSize: 12,
  color: theme.colorMuted,
  selectors: { '&[data-error="true"]': { color: theme.colorDanger } },
});
