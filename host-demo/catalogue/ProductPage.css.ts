import { style } from '@vanilla-extract/css';

export const product = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 320px) minmax(0, 1fr)',
  gap: 32,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 700px)': { gridTemplateColumns: '1fr', gap: 16 } },
});

export const picture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 220,
  padding: 16,
  border: '1px solid #d9dee4',
  borderRadius: 8,
  background: '#ffffff',
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '8px 16px',
  margin: '0 0 20px',
});
export const term = style({ color: '#616e7c' });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const price = style({ fontSize: 24, fontWeight: 700, lineHeight: 1.25, whiteSpace: 'nowrap' });

/** The price with the stepper and the button right after it; they wrap under it when it is narrow. */
export const purchase = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: '12px 28px',
  width: 'fit-content',
  maxWidth: '100%',
  padding: '14px 16px',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  background: '#ffffff',
  '@media': { 'screen and (max-width: 700px)': { width: 'auto' } },
});

export const priceBox = style({ display: 'flex', flexDirection: 'column', gap: 2, margin: 0 });
export const muted = style({ color: '#616e7c', fontSize: 13 });

export const missingLinks = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', margin: 0 });
