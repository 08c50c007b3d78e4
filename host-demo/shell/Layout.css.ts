import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1240,
  margin: '0 auto',
  padding: '24px 20px',
  '@media': { 'screen and (max-width: 767px)': { padding: '16px 12px' } },
});

export const loading = style({ margin: 0, color: '#616e7c' });
