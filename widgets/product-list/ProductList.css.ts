import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const widget = style({
  position: 'relative',
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  color: theme.colorText,
  lineHeight: 1.4,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '0.625rem',
  marginBottom: '0.75rem',
});

export const rows = style({
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  overflow: 'hidden',
});

/**
 * A page of 50 rows. Off-screen pages skip layout and paint, so appending page 100 costs what
 * appending page 1 does; `auto` keeps each page's real height once it has been drawn.
 */
export const chunk = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 4000px' });

export const groupHeading = style({
  margin: 0,
  padding: '0.625rem 0.75rem',
  background: '#f6f7f9',
  borderBottom: `1px solid ${theme.colorBorder}`,
  fontSize: '0.9375rem',
  fontWeight: 600,
});

export const groupLink = style({
  color: theme.colorText,
  textDecoration: 'none',
  selectors: {
    '&:hover': { color: theme.colorAccent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const statusRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  minHeight: 56,
  padding: '0.875rem 1rem',
  textAlign: 'center',
});

export const sentinel = style({ height: 1 });
