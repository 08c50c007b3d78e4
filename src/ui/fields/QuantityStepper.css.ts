import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const stepper = style({ display: 'inline-flex', flexDirection: 'column', gap: '0.25rem' });

export const controls = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  height: '2.125rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  overflow: 'hidden',
  background: theme.colorSurface,
  selectors: {
    '&[data-highlighted="true"]': {
      borderColor: theme.colorAccent,
      boxShadow: `0 0 0 1px ${theme.colorAccent}`,
    },
    '&[data-state="error"]': { borderColor: theme.colorDanger },
  },
});

export const button = style({
  width: '2rem',
  border: 'none',
  background: 'transparent',
  color: theme.colorText,
  font: 'inherit',
  fontSize: '1.125rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { background: '#f1f3f5' },
    '&:disabled': { color: theme.colorMuted, cursor: 'not-allowed' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -2 },
  },
});

export const input = style({
  width: '3.5rem',
  border: 'none',
  borderLeft: `1px solid ${theme.colorBorder}`,
  borderRight: `1px solid ${theme.colorBorder}`,
  textAlign: 'center',
  font: 'inherit',
  color: theme.colorText,
  background: 'transparent',
  MozAppearance: 'textfield',
  selectors: { '&:focus': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -2 } },
});

export const message = style({
  fontSize: '0.75rem',
  lineHeight: 1.2,
  color: theme.colorMuted,
  selectors: { '&[data-state="error"]': { color: theme.colorDanger } },
});
