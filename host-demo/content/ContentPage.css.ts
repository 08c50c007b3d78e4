import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const page = style({ display: 'flex', flexDirection: 'column', gap: 20 });

export const title = style({ margin: 0, fontSize: 26, lineHeight: 1.25 });

export const lead = style({ margin: 0, fontSize: 16, color: theme.colorMuted, maxWidth: 820 });

export const card = style({
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  padding: 20,
  '@media': { 'screen and (max-width: 767px)': { padding: 14 } },
});

export const heading = style({ margin: '0 0 12px', fontSize: 19 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
});

export const list = style({ margin: 0, paddingLeft: 20, display: 'grid', gap: 6 });

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });

export const link = style({ color: theme.colorAccent, ':focus-visible': focusRing });

export const muted = style({ color: theme.colorMuted });

export const definitions = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: '6px 16px',
  margin: 0,
  '@media': { 'screen and (max-width: 767px)': { gridTemplateColumns: '1fr', gap: '2px' } },
});

globalStyle(`${definitions} dt`, { color: theme.colorMuted });
globalStyle(`${definitions} dd`, {
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { 'screen and (max-width: 767px)': { marginBottom: 8 } },
});

export const picture = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginBottom: 16,
  borderRadius: 6,
});

/** Server HTML shown through SafeHtml: readable measure, pictures and tables kept inside the column. */
export const prose = style({ maxWidth: 820, lineHeight: 1.6, overflowWrap: 'anywhere' });
globalStyle(`${prose} img`, { maxWidth: '100%', height: 'auto', borderRadius: 6 });
globalStyle(`${prose} table`, { borderCollapse: 'collapse', display: 'block', overflowX: 'auto' });
globalStyle(`${prose} th, ${prose} td`, { border: `1px solid ${theme.colorBorder}`, padding: '6px 10px' });
globalStyle(`${prose} a`, { color: theme.colorAccent });
globalStyle(`${prose} > :first-child`, { marginTop: 0 });
