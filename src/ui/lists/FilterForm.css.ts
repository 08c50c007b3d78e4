import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const form = style({ display: 'flex', flexDirection: 'column' });

export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  padding: '0.875rem 0.875rem 1rem',
});

export const block = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: '0.375rem', fontWeight: 600, fontSize: '0.8125rem' });

export const values = style({ display: 'flex', flexDirection: 'column' });

export const price = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' });

export const priceFields = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '0.5rem' });

export const priceLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  fontSize: '0.75rem',
  color: theme.colorMuted,
});

export const slider = style({ position: 'relative', height: 24 });

export const range = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  margin: 0,
  background: 'transparent',
  pointerEvents: 'none',
  appearance: 'none',
  WebkitAppearance: 'none',
  accentColor: theme.colorAccent,
});

// Two ranges on one track: only their thumbs take the pointer.
globalStyle(`${range}::-webkit-slider-thumb`, {
  pointerEvents: 'auto',
  WebkitAppearance: 'none',
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${theme.colorAccent}`,
  background: theme.colorSurface,
  cursor: 'pointer',
});
globalStyle(`${range}::-moz-range-thumb`, {
  pointerEvents: 'auto',
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: `2px solid ${theme.colorAccent}`,
  background: theme.colorSurface,
  cursor: 'pointer',
});

export const track = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 10,
  height: 4,
  borderRadius: 2,
  background: theme.colorBorder,
});

export const trackFill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: 2,
  background: theme.colorAccent,
});

export const actions = style({
  display: 'flex',
  gap: '0.5rem',
  flexWrap: 'wrap',
  // In the sheet the buttons stay in sight while the fields scroll under them.
  position: 'sticky',
  bottom: 0,
  padding: '0.5rem 0.875rem 0.875rem',
  background: theme.colorSurface,
});
