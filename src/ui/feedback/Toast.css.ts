import { keyframes, style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

const rise = keyframes({ from: { opacity: 0, transform: 'translate(-50%, 8px)' }, to: { opacity: 1 } });

export const toast = style({
  position: 'fixed',
  left: '50%',
  bottom: 24,
  transform: 'translateX(-50%)',
  zIndex: 2147483000,
  maxWidth: 'calc(100vw - 32px)',
  padding: '0.75rem 1.125rem',
  borderRadius: theme.radius,
  background: '#1f2933',
  color: '#ffffff',
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  boxShadow: '0 8px 24px rgba(0, 0, 0, 0.2)',
  animation: `${rise} 160ms ease-out`,
  selectors: { '&[data-tone="error"]': { background: theme.colorDanger } },
});
