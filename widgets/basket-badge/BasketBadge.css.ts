import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 10,
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
  cursor: 'pointer',
  transition: 'border-color 120ms ease',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const icon = style({
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

export const text = style({
  display: 'inline-flex',
  flexDirection: 'column',
  gap: 2,
});

export const label = style({
  color: theme.colorMuted,
  fontSize: 12,
});

export const total = style({
  fontWeight: 600,
});
