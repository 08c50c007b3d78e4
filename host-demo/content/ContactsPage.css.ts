import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const top = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(260px, 1fr)',
  gap: 16,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: '1fr' } },
});

export const side = style({ display: 'flex', flexDirection: 'column', gap: 16 });

export const phone = style({ margin: '0 0 4px', fontSize: 20, fontWeight: 700 });

export const section = style({ marginBottom: 16 });

export const sectionName = style({ margin: '0 0 8px', fontSize: 16, color: theme.colorMuted });

export const managers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 12,
});

export const manager = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: 14,
  borderRadius: 8,
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
});
