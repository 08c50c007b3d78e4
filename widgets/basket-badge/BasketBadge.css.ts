import { theme, visuallyHidden } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-grid',
  gridTemplateColumns: 'auto auto',
  gridTemplateAreas: '"icon label" "icon total"',
  alignItems: 'center',
  alignContent: 'center',
  columnGap: 10,
  rowGap: 2,
  minHeight: 40,
  padding: '6px 14px 6px 10px',
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
  padding: '0 5px',
  borderRadius: 9,
  background: theme.colorAccent,
  color: theme.colorAccentText,
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
});

export const label = style({
  gridArea: 'label',
  color: theme.colorMuted,
  fontSize: 12,
});

export const total = style({
  gridArea: 'total',
  fontWeight: 600,
});

/** Read by screen readers only: the word after the count. */
export const hidden = style(visuallyHidden);
