import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const cards = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: 16,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  overflow: 'hidden',
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
});

export const pictureLink = style({ display: 'block' });

export const picture = style({ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' });

export const body = style({ display: 'grid', gap: 6, padding: 16 });

export const date = style({ margin: 0, fontSize: 13, color: theme.colorMuted });

export const name = style({ margin: 0, fontSize: 16, lineHeight: 1.3 });

export const preview = style({ color: theme.colorText });
globalStyle(`${preview} p`, { margin: 0 });

export const back = style({ color: theme.colorAccent, fontSize: 13, justifySelf: 'start' });

export const detailPicture = style({
  display: 'block',
  width: '100%',
  maxWidth: 600,
  margin: '8px 0 16px',
  borderRadius: 8,
});

export const prose = style({ maxWidth: 720, lineHeight: 1.6 });
globalStyle(`${prose} a`, { color: theme.colorAccent });
