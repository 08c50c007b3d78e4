import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

/**
 * `box`: a tinted box with a border, the tone's colours. `line`: only the tone's text colour, for a
 * status line laid out by its list (the list's class gives it its place).
 */
export const notice = style({
  selectors: {
    '&[data-look="box"]': {
      margin: 0,
      padding: '10px 12px',
      border: '1px solid',
      borderRadius: theme.radius,
      lineHeight: 1.4,
    },
    '&[data-look="box"][data-tone="info"]': {
      background: '#e3f2fd',
      borderColor: '#90caf9',
      color: '#0d3c61',
    },
    '&[data-look="box"][data-tone="success"]': {
      background: '#e8f5e9',
      borderColor: '#a5d6a7',
      color: '#1b5e20',
    },
    '&[data-look="box"][data-tone="warning"]': {
      background: '#fff8e1',
      borderColor: '#f0c36d',
      color: '#5f4100',
    },
    '&[data-look="box"][data-tone="error"]': {
      background: '#fdecea',
      borderColor: '#f5b7b1',
      color: theme.colorDanger,
    },
    '&[data-look="line"]': { color: theme.colorMuted },
    '&[data-look="line"][data-tone="warning"], &[data-look="line"][data-tone="error"]': {
      color: theme.colorDanger,
    },
  },
});
