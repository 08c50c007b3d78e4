import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const page = style({ display: 'flex', flexDirection: 'column', gap: '1.25rem' });

export const title = style({ margin: 0, fontSize: '1.625rem', lineHeight: 1.25 });

export const lead = style({ margin: 0, fontSize: '1rem', color: theme.colorMuted, maxWidth: 820 });

export const card = style({
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  padding: '1.25rem',
  '@media': { 'screen and (max-width: 47.9375em)': { padding: '0.875rem' } },
});

export const heading = style({ margin: '0 0 0.75rem', fontSize: '1.1875rem' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '1rem',
});

export const list = style({ margin: 0, paddingLeft: '1.25rem', display: 'grid', gap: '0.375rem' });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' });

export const link = style({ color: theme.colorAccent, ':focus-visible': focusRing });

/** A phone or an e-mail on a line of its own: at least 24 px high to tap (WCAG 2.5.8). */
export const contactLink = style([link, { display: 'inline-flex', alignItems: 'center', minHeight: 24 }]);

export const muted = style({ color: theme.colorMuted });

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '0.375rem 1rem',
  margin: 0,
  '@media': { 'screen and (max-width: 47.9375em)': { gridTemplateColumns: '1fr', gap: '0.125rem' } },
});

globalStyle(`${definitions} dt`, { color: theme.colorMuted });
globalStyle(`${definitions} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 47.9375em)': { marginBottom: '0.5rem' } },
});

export const picture = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginBottom: '1rem',
  borderRadius: 6,
});

/** Server HTML shown through SafeHtml: readable measure, pictures and tables kept inside the column. */
export const prose = style({ maxWidth: 820, lineHeight: 1.6, overflowWrap: 'anywhere' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: 6 });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${prose} th, ${prose} td`, {
  border: `1px solid ${theme.colorBorder}`,
  padding: '0.375rem 0.625rem',
});
globalStyle(`${prose} a`, { color: theme.colorAccent });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
