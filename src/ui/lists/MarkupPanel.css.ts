import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const panel = style({
  position: 'absolute',
  right: 0,
  top: 'calc(100% + 6px)',
  zIndex: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.625rem',
  width: 260,
  margin: 0,
  maxWidth: 'calc(100vw - 24px)',
  padding: '0.875rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  boxShadow: '0 12px 32px rgba(15, 23, 42, 0.18)',
});

// A legend floated into the box, so that it sits inside the panel rather than on its border.
export const title = style({
  float: 'left',
  width: '100%',
  margin: 0,
  padding: 0,
  fontSize: '0.875rem',
  fontWeight: 600,
});

export const percent = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  fontSize: '0.8125rem',
});
