import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const summary = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 220px) minmax(0, 1fr)',
  gap: 20,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: '1fr' } },
});

export const picture = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 160,
  padding: 10,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

export const image = style({ display: 'block', maxWidth: '100%', maxHeight: 220, objectFit: 'contain' });

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '6px 16px',
  margin: '0 0 14px',
});

export const term = style({ color: theme.colorMuted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
export const price = style({ fontSize: 20, fontWeight: 700 });
export const muted = style({ color: theme.colorMuted, fontSize: 13 });

export const analogues = style({ margin: '24px 0 8px', fontSize: 16, fontWeight: 600 });

export const status = style({ margin: '12px 0', color: theme.colorMuted });
