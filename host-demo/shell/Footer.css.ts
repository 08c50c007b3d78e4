import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const footer = style({
  borderTop: `1px solid ${theme.colorBorder}`,
  background: '#1f2933',
  color: '#cbd2d9',
  fontSize: '0.8125rem',
});

export const inner = style({
  maxWidth: 1240,
  margin: '0 auto',
  padding: '1.5rem 1.25rem 1rem',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: '1rem 2rem',
  '@media': {
    'screen and (max-width: 47.9375em)': { gridTemplateColumns: '1fr', padding: '1.25rem 0.75rem 0.75rem' },
  },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: '0.375rem',
});

/** At least 24 px high to tap (WCAG 2.5.8): the menu's lines are closer than that. */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  color: '#e4e7eb',
  textDecoration: 'none',
  ':hover': { color: '#ffffff', textDecoration: 'underline' },
  ':focus-visible': { ...focusRing, outlineColor: '#ffffff' },
});

export const contacts = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });

export const phone = style([link, { fontSize: '1rem', fontWeight: 700 }]);

export const copyright = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingTop: '0.75rem',
  borderTop: '1px solid #3e4c59',
  color: '#9aa5b1',
});
