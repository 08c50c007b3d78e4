import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))',
  gap: '1rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  background: '#ffffff',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  padding: '1rem',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
});

export const head = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  fontSize: '1rem',
  fontWeight: 700,
  color: '#1f2933',
  textDecoration: 'none',
  ':hover': { color: '#c62828' },
});

export const icon = style({ width: 40, height: 40, flex: 'none', borderRadius: 6 });

export const children = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});

export const child = style({ color: '#3e4c59', textDecoration: 'none', ':hover': { color: '#c62828' } });
