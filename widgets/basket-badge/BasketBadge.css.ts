import { theme, visuallyHidden } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto auto',
  gridTemplateAreas: '"icon label" "icon total"',
  alignItems: 'center',
  alignContent: 'center',
  columnGap: '0.625rem',
  rowGap: '0.125rem',
  minHeight: 40,
  padding: '0.375rem 0.875rem 0.375rem 0.625rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.2,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const icon = style({
  gridArea: 'icon',
  position: 'relative',
  display: 'inline-flex',
  width: 24,
  height: 24,
  flex: 'none',
  color: theme.colorAccent,
});

export const count = style({
  position: 'absolute',
  top: -7,
  right: -9,
  minWidth: 18,
  height: 18,
  padding: '0 0.3125rem',
  borderRadius: 9,
  background: theme.colorAccent,
  color: theme.colorAccentText,
  fontSize: '0.75rem',
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const label = style({
  gridArea: 'label',
  color: theme.colorMuted,
  fontSize: '0.75rem',
});

export const total = style({
  gridArea: 'total',
  fontWeight: 600,
});

/** Read by screen readers only: the word after the count. */
export const hidden = style(visuallyHidden);
