import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

const grid = { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '1.25rem' } as const;

export const cards = style({ ...grid, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' });

/** Doc 2 §2.1: promotion cards are 290 wide. */
export const promotions = style({
  ...grid,
  // Four cards of 290 fill the 1200 px column.
  gap: '1.25rem 0.75rem',
  gridTemplateColumns: 'repeat(auto-fill, 290px)',
  justifyContent: 'start',
  '@media': {
    'screen and (max-width: 639px)': { gridTemplateColumns: 'minmax(0, 290px)', justifyContent: 'center' },
  },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  overflow: 'hidden',
});

export const promotion = style([card, { width: 290, maxWidth: '100%' }]);

export const pictureLink = style({ display: 'block', background: '#f6f7f9' });

export const picture = style({ display: 'block', width: '100%', aspectRatio: '3 / 2', objectFit: 'cover' });

export const logo = style({
  display: 'block',
  width: '100%',
  maxWidth: 240,
  margin: '0 auto',
  aspectRatio: '2 / 1',
  objectFit: 'contain',
});

export const body = style({
  padding: '0.75rem 0.875rem 1rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
});

export const date = style({ margin: 0, fontSize: '0.8125rem', color: theme.colorMuted });

export const name = style({ margin: 0, fontSize: '1rem', lineHeight: 1.3 });

export const nameLink = style({
  color: theme.colorText,
  textDecoration: 'none',
  ':hover': { color: theme.colorAccent, textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

export const preview = style({ color: '#3e4c59', fontSize: '0.875rem' });

export const back = style({
  alignSelf: 'flex-start',
  color: theme.colorAccent,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});
