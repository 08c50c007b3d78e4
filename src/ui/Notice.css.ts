import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

/**
 * `line`: text in the tone's colour, laid out by whoever places it (a list's status line). `box`:
 * padded and framed, its background and border the tone's colour made faint, so a tone is one colour.
 */
export const notice = style({
  color: theme.colorMuted,
  selectors: {
    '&[data-tone="warning"], &[data-tone="error"]': { color: theme.colorDanger },
    '&[data-look="box"]': {
      margin: 0,
      padding: '10px 12px',
      border: '1px solid color-mix(in srgb, currentColor 35%, transparent)',
      borderRadius: theme.radius,
      background: 'color-mix(in srgb, currentColor 7%, transparent)',
      lineHeight: 1.4,
    },
    '&[data-look="box"][data-tone="info"]': { color: '#0d3c61' },
    '&[data-look="box"][data-tone="success"]': { color: '#1b5e20' },
    '&[data-look="box"][data-tone="warning"]': { color: '#7a5200' },
  },
});
