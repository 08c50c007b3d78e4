import { style } from '@vanilla-extract/css';

export const product = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 320px) minmax(0, 1fr)',
  gap: '2rem',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 43.75em)': { gridTemplateColumns: '1fr', gap: '1rem' } },
});

export const picture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 220,
  padding: '1rem',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  background: '#ffffff',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '0.5rem 1rem',
  margin: '0 0 1.25rem',
});
export const term = style({ color: '#616e7c' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const price = style({ fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.25, whiteSpace: 'nowrap' });

/** The price with the stepper and the button right after it; they wrap under it when it is narrow. */
export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '0.75rem 1.75rem',
  width: 'fit-content',
  maxWidth: '100%',
  padding: '0.875rem 1rem',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  background: '#ffffff',
  '@media': { 'screen and (max-width: 43.75em)': { width: 'auto' } },
});

export const priceBox = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', margin: 0 });
export const muted = style({ color: '#616e7c', fontSize: '0.8125rem' });

export const missingLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.5rem', margin: 0 });
