import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const tooltip = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  zIndex: 2147483000,
  maxWidth: 280,
  padding: '0.375rem 0.625rem',
  border: 'none',
  borderRadius: theme.radius,
  background: '#1f2933',
  color: '#ffffff',
  fontFamily: theme.fontFamily,
  fontSize: '0.75rem',
  lineHeight: 1.35,
  boxShadow: '0 6px 18px rgba(0, 0, 0, 0.2)',
  pointerEvents: 'none',
  overflow: 'visible',
});
