import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/* Vehicle list: a table from 700 px of the widget, cards below. */
export const vehicles = style({ width: '100%', borderCollapse: 'collapse' });

export const vehicleHead = style({
  '@container': { 'vin (max-width: 699px)': { display: 'none' } },
});

export const vehicleRow = style({
  borderTop: `1px solid ${theme.colorBorder}`,
  '@container': {
    'vin (max-width: 699px)': {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.25rem',
      padding: '0.625rem 0',
    },
  },
});

export const cell = style({
  padding: '0.5rem 0.625rem',
  textAlign: 'left',
  verticalAlign: 'top',
  '@container': { 'vin (max-width: 699px)': { padding: 0 } },
});

export const headCell = style([cell, { color: theme.colorMuted, fontWeight: 600, fontSize: '0.8125rem' }]);

export const attributes = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: '0.8125rem' });

export const attributeName = style({ color: theme.colorMuted });

export const cellLabel = style({
  display: 'none',
  color: theme.colorMuted,
  '@container': { 'vin (max-width: 699px)': { display: 'inline' } },
});
