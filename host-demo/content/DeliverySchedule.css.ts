import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const scroll = style({
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
  padding: '6px 10px',
  borderBottom: `1px solid ${theme.colorBorder}`,
  textAlign: 'left',
});

export const caption = style({ textAlign: 'left', fontWeight: 700, fontSize: 18, padding: '0 0 8px' });

export const dayHead = style({ width: 44, textAlign: 'center' });

export const region = style({ background: '#f6f7f9', color: theme.colorMuted, fontWeight: 600 });

export const town = style({ fontWeight: 500 });

export const day = style({ textAlign: 'center' });

export const yes = style({ color: '#1e7b34' });

export const no = style({ color: theme.colorMuted });
