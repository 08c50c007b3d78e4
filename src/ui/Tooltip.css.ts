import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const tooltip = style({
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  zIndex: 2147483000,
  maxWidth: 280,
  padding: '6px 10px',
  border: 'none',
  borderRadius: theme.radius,
  background: '#1f2933',
  color: '#ffffff',
  fontFamily: theme.fontFamily,
  fontSize: 12,
  lineHeight: 1.35,
  boxShadow: '0 6px 18px rgba(0, 0, 0, 0.2)',
  pointerEvents: 'none',
  overflow: 'visible',
});
