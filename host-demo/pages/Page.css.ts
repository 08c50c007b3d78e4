import { style } from '@vanilla-extract/css';

export const card = style({
  background: '#ffffff',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  padding: '1.5rem',
  '@media': { 'screen and (max-width: 37.5em)': { padding: '1rem' } },
});

export const title = style({ margin: '0 0 0.75rem', fontSize: '1.5rem', lineHeight: 1.25 });

export const muted = style({ color: '#616e7c', margin: 0 });

export const centered = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '1rem',
});
