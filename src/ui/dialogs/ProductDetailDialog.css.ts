import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 220px) minmax(0, 1fr)',
  gap: '1.25rem',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 37.5em)': { gridTemplateColumns: '1fr' } },
});

export const picture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 160,
  padding: '0.625rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

export const image = style({ display: 'block', maxWidth: '100%', maxHeight: 220, objectFit: 'contain' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '0.375rem 1rem',
  margin: '0 0 0.875rem',
});

export const term = style({ color: theme.colorMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const price = style({ fontSize: '1.25rem', fontWeight: 700 });
export const muted = style({ color: theme.colorMuted, fontSize: '0.8125rem' });

export const analogues = style({ margin: '1.5rem 0 0.5rem', fontSize: '1rem', fontWeight: 600 });

export const status = style({ margin: '0.75rem 0', color: theme.colorMuted });
