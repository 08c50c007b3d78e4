import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

/** A framed message: the frame and the background are the tone's colour made faint. */
export const notice = style({
  margin: 0,
  padding: '0.625rem 0.75rem',
  border: '1px solid color-mix(in srgb, currentColor 35%, transparent)',
  borderRadius: theme.radius,
  background: 'color-mix(in srgb, currentColor 7%, transparent)',
  lineHeight: 1.4,
  color: '#0d3c61',
  selectors: {
    '&[data-tone="success"]': { color: '#1b5e20' },
    '&[data-tone="warning"]': { color: '#7a5200' },
    '&[data-tone="error"]': { color: theme.colorDanger },
  },
});
