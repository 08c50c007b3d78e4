import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  gap: '1rem',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 56.25em)': { gridTemplateColumns: '1fr' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: '1rem' });

export const phone = style({ margin: '0 0 0.25rem', fontSize: '1.25rem', fontWeight: 700 });

export const section = style({ marginBottom: '1rem' });

export const sectionName = style({ margin: '0 0 0.5rem', fontSize: '1rem', color: theme.colorMuted });

export const managers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '0.75rem',
});

export const manager = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  padding: '0.875rem',
  borderRadius: 8,
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
});
