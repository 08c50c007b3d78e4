import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const landing = style({ display: 'flex', flexDirection: 'column', gap: '1.75rem' });

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.875rem',
  padding: '2rem 1.75rem',
  borderRadius: 12,
  background: 'linear-gradient(135deg, #7f1d1d, #c62828)',
  color: '#ffffff',
  '@media': { 'screen and (max-width: 47.9375em)': { padding: '1.375rem 1rem' } },
});

export const title = style({
  margin: 0,
  fontSize: '1.875rem',
  lineHeight: 1.2,
  maxWidth: 760,
  '@media': { 'screen and (max-width: 47.9375em)': { fontSize: '1.4375rem' } },
});

export const intro = style({ margin: 0, fontSize: '1rem', maxWidth: 760, color: '#fde8e8' });

export const facts = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1.5rem',
});

export const fact = style({ display: 'flex', flexDirection: 'column' });

export const factValue = style({ fontSize: '1.625rem' });

const action = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 42,
  padding: '0.5rem 1.25rem',
  borderRadius: theme.radius,
  fontWeight: 600,
  textDecoration: 'none',
  ':focus-visible': { outline: '2px solid #ffffff', outlineOffset: 2 },
} as const;

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' });

export const primary = style({ ...action, background: '#ffffff', color: '#b71c1c' });

export const secondary = style({ ...action, border: '1px solid #ffffff', color: '#ffffff' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  padding: '1.25rem',
  borderRadius: 8,
  border: `1px solid ${theme.colorBorder}`,
  background: theme.colorSurface,
  scrollMarginTop: 140,
  '@media': { 'screen and (max-width: 47.9375em)': { padding: '0.875rem' } },
});

export const heading = style({ margin: 0, fontSize: '1.3125rem' });

export const muted = style({ margin: 0, color: theme.colorMuted });

export const steps = style({
  margin: 0,
  paddingLeft: '1.375rem',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))',
  gap: '0.5rem 1.75rem',
});

export const step = style({ paddingLeft: '0.25rem', fontSize: '0.9375rem' });

export const newsLinks = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.25rem' });

export const link = style({ color: theme.colorAccent, ':focus-visible': focusRing });

export const brandPicture = style({
  display: 'block',
  width: '100%',
  maxWidth: 300,
  margin: '0 auto',
  height: 150,
  objectFit: 'contain',
});

export const certificatePicture = style([brandPicture, { height: 300 }]);

export const disclosure = style({
  display: 'flex',
  width: '100%',
  justifyContent: 'space-between',
  alignItems: 'center',
  padding: 0,
  border: 'none',
  background: 'none',
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  '::after': { content: '"▾" / ""', color: theme.colorAccent },
  selectors: { '&[aria-expanded="true"]::after': { content: '"▴" / ""' } },
});

export const contacts = style({ display: 'flex', flexDirection: 'column', gap: '1rem' });
