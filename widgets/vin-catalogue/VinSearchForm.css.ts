import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/* The VIN/frame field: the button beside the input from 480 px of the widget, under it below. */
export const search = style({
  maxWidth: 760,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.5rem',
  padding: '1rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: '#f7f9fb',
  '@container': { 'vin (min-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const searchButton = style({
  alignSelf: 'start',
  justifySelf: 'start',
  // Level with the input: below the field's label (13 px text and the field's 4 px gap).
  '@container': { 'vin (min-width: 480px)': { marginTop: 'calc(0.8125rem * 1.4 + 0.25rem)' } },
});
