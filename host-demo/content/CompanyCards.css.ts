import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const row = style({ display: 'contents' });

export const director = style({ display: 'flex', gap: '1rem', alignItems: 'flex-start' });

export const avatar = style({
  flex: '0 0 64px',
  width: 64,
  height: 64,
  borderRadius: '50%',
  display: 'grid',
  placeItems: 'center',
  background: theme.colorAccent,
  color: theme.colorAccentText,
  fontSize: '1.375rem',
  fontWeight: 700,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export const caption = style({ margin: 0, fontSize: '0.8125rem', fontWeight: 400, color: theme.colorMuted });

export const name = style({ fontSize: '1rem' });
