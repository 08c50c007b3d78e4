import { style } from '@vanilla-extract/css';

export const vin = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'start',
  gap: '0.5rem 0.75rem',
  '@container': { '(max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const vinField = style({ minWidth: 0 });

/** In line with the field's input, under its label. */
export const vinButton = style({
  marginTop: '1.3125rem',
  minHeight: 36,
  '@container': { '(max-width: 480px)': { marginTop: 0 } },
});

export const vinOutcome = style({ gridColumn: '1 / -1' });
