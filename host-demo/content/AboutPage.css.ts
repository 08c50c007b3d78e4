import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const intro = style({ fontSize: 16 });

export const advantages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: 16,
});

export const advantage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 16,
  borderRadius: 8,
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderTop: `3px solid ${theme.colorAccent}`,
});

export const advantageTitle = style({ fontSize: 18, color: theme.colorAccent });

export const requisite = style({ display: 'contents' });

export const certificate = style({
  display: 'block',
  width: '100%',
  maxWidth: 220,
  margin: '0 auto',
  aspectRatio: '300 / 420',
  objectFit: 'contain',
});

export const photos = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
  gap: 12,
  marginBottom: 16,
});

export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: 6,
});
