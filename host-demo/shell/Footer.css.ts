import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const footer = style({
  borderTop: `1px solid ${theme.colorBorder}`,
  background: '#1f2933',
  color: '#cbd2d9',
  fontSize: 13,
});

export const inner = style({
  maxWidth: 1240,
  margin: '0 auto',
  padding: '24px 20px 16px',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)',
  gap: '16px 32px',
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr', padding: '20px 12px 12px' } },
});

export const links = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: 6,
});

export const link = style({
  color: '#e4e7eb',
  textDecoration: 'none',
  ':hover': { color: '#ffffff', textDecoration: 'underline' },
  ':focus-visible': { ...focusRing, outlineColor: '#ffffff' },
});

export const contacts = style({ display: 'flex', flexDirection: 'column', gap: 4 });

export const phone = style([link, { fontSize: 16, fontWeight: 700 }]);

export const copyright = style({
  gridColumn: '1 / -1',
  margin: 0,
  paddingTop: 12,
  borderTop: '1px solid #3e4c59',
  color: '#9aa5b1',
});
