import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

// Relative: the heading shown while the keyboard focus is on it sits at its top left corner.
export const home = style({ position: 'relative', display: 'flex', flexDirection: 'column', gap: '1.5rem' });

export const muted = style({ margin: 0, color: theme.colorMuted });

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)',
  gap: '1.25rem',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 56.25em)': { gridTemplateColumns: '1fr' } },
});

export const card = style({
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  padding: '1.25rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  '@media': { 'screen and (max-width: 47.9375em)': { padding: '0.875rem' } },
});

export const heading = style({ margin: 0, fontSize: '1.25rem' });

export const news = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.875rem' });

export const newsItem = style({ display: 'flex', gap: '0.75rem', alignItems: 'flex-start' });

export const newsPicture = style({
  flex: '0 0 96px',
  width: 96,
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  borderRadius: 6,
});

export const newsName = style({
  fontWeight: 600,
  color: theme.colorText,
  textDecoration: 'none',
  ':hover': { color: theme.colorAccent, textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const newsPreview = style({ color: theme.colorMuted, fontSize: '0.8125rem' });

export const more = style({
  alignSelf: 'flex-start',
  color: theme.colorAccent,
  fontWeight: 600,
  ':focus-visible': focusRing,
});

export const greeting = style({ borderTop: `3px solid ${theme.colorAccent}` });

export const signature = style({ margin: 0, fontStyle: 'italic', color: theme.colorMuted });
