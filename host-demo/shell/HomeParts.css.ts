import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const section = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });

export const heading = style({ margin: 0, fontSize: '1.25rem' });

export const banner = style({
  position: 'relative',
  display: 'grid',
  borderRadius: 10,
  overflow: 'hidden',
  background: '#1f2933',
  minHeight: 220,
  '@media': { 'screen and (max-width: 47.9375em)': { minHeight: 0 } },
});

// The slider's pictures are 3 : 1 (1200 × 400): the box keeps that room before a picture comes, so
// that nothing under the slider moves when it does, and a picture of another shape is cropped to it.
export const bannerPicture = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  aspectRatio: '3 / 1',
  maxHeight: 360,
  objectFit: 'cover',
});

export const bannerText = style({
  gridArea: '1 / 1',
  alignSelf: 'end',
  padding: '1rem 1.25rem',
  background: 'linear-gradient(transparent, rgba(15, 23, 42, 0.82) 40%)',
  color: '#ffffff',
  // On a phone the text would cover most of the picture: it goes under it.
  '@media': {
    'screen and (max-width: 767px)': {
      gridArea: '2 / 1',
      background: '#1f2933',
      padding: '0.75rem 0.875rem',
    },
  },
});

export const bannerTitle = style({
  margin: '0 0 0.25rem',
  fontSize: '1.375rem',
  lineHeight: 1.25,
  '@media': { 'screen and (max-width: 47.9375em)': { fontSize: '1.125rem' } },
});

export const bannerLink = style({
  color: '#ffffff',
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
});

export const bannerPreview = style({ color: '#e4e7eb' });

export const categories = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))',
  gap: '0.75rem',
});

export const category = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  height: '100%',
  padding: '0.75rem',
  borderRadius: 8,
  border: `1px solid ${theme.colorBorder}`,
  background: theme.colorSurface,
  color: theme.colorText,
  textDecoration: 'none',
  fontWeight: 500,
  ':hover': { borderColor: theme.colorAccent, color: theme.colorAccent },
  ':focus-visible': focusRing,
});

export const icon = style({ flex: '0 0 40px', width: 40, height: 40, borderRadius: 6 });

export const toggle = style({
  alignSelf: 'flex-start',
  padding: '0.5rem 1rem',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorAccent}`,
  background: 'transparent',
  color: theme.colorAccent,
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  ':focus-visible': focusRing,
});
