import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const intro = style({ fontSize: '1rem' });

export const advantages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: '1rem',
});

export const advantage = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '1rem',
  borderRadius: 8,
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderTop: `3px solid ${theme.colorAccent}`,
});

export const advantageTitle = style({ fontSize: '1.125rem', color: theme.colorAccent });

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
  gap: '0.75rem',
  marginBottom: '1rem',
});

export const photo = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: 6,
});
