import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const scroll = style({
  margin: 0,
  overflowX: 'auto',
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});

export const table = style({
  width: '100%',
  maxWidth: 640,
  borderCollapse: 'collapse',
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
});

globalStyle(`${table} th, ${table} td`, {
  padding: '0.375rem 0.625rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
  textAlign: 'left',
});

export const caption = style({
  textAlign: 'left',
  fontWeight: 700,
  fontSize: '1.125rem',
  padding: '0 0 0.5rem',
});

// On a phone the days take what their letters need, so that the week fits without scrolling.
export const dayHead = style({
  textAlign: 'center',
  '@media': { '(min-width: 30em)': { width: 44 } },
});

export const region = style({ background: '#f6f7f9', color: theme.colorMuted, fontWeight: 600 });

export const town = style({ fontWeight: 500 });

export const day = style({ textAlign: 'center' });

globalStyle(`${table} ${dayHead}, ${table} ${day}`, {
  '@media': { '(max-width: 479.98px)': { paddingInline: '0.25rem' } },
});

export const yes = style({ color: '#1e7b34' });

export const no = style({ color: theme.colorMuted });
