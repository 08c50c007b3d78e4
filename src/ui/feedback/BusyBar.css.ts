import { keyframes, style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const busyBar = style({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: 3,
  overflow: 'hidden',
  zIndex: 5,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: theme.colorAccent,
    animation: `${slide} 900ms ease-in-out infinite`,
  },
});
