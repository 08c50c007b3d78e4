import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

/** Buttons, fields and checkboxes shared by the filter panel, sorting and the markup control. */
export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: 6,
  minHeight: 36,
  padding: '0 14px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
    '&[aria-expanded="true"], &[data-active="true"]': {
      borderColor: theme.colorAccent,
      color: theme.colorAccent,
    },
  },
});

export const primaryButton = style([
  button,
  {
    background: theme.colorAccent,
    borderColor: theme.colorAccent,
    color: theme.colorAccentText,
    fontWeight: 600,
    selectors: { '&:hover': { filter: 'brightness(0.92)' } },
  },
]);

export const linkButton = style({
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.colorAccent,
  font: 'inherit',
  fontSize: 13,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: 2,
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const field = style({
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
  },
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  padding: '3px 0',
  cursor: 'pointer',
  lineHeight: 1.3,
  selectors: { '&[data-disabled="true"]': { color: theme.colorMuted, cursor: 'default' } },
});

export const checkbox = style({
  flex: 'none',
  width: 16,
  height: 16,
  margin: '1px 0 0',
  accentColor: theme.colorAccent,
});

export const hint = style({ margin: 0, fontSize: 12, color: theme.colorMuted });
export const error = style({ margin: 0, fontSize: 12, color: theme.colorDanger });
