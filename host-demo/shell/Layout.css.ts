import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const header = style({
  background: '#ffffff',
  borderBottom: '1px solid #d9dee4',
  position: 'sticky',
  top: 0,
  zIndex: 10,
});

export const headerInner = style({
  maxWidth: 1240,
  margin: '0 auto',
  padding: '10px 20px',
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  '@media': { 'screen and (max-width: 600px)': { padding: '8px 10px', gap: 6 } },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  marginRight: 'auto',
  color: 'inherit',
  textDecoration: 'none',
  lineHeight: 1.2,
});

export const brandName = style({
  fontSize: 20,
  fontWeight: 800,
  color: '#c62828',
  letterSpacing: 0.5,
  '@media': { 'screen and (max-width: 600px)': { fontSize: 15, letterSpacing: 0 } },
});

export const brandTagline = style({
  fontSize: 12,
  color: '#616e7c',
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});

export const user = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  color: '#3e4c59',
});

export const userName = style({
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 600px)': { display: 'none' } },
});

export const logout = style({
  border: '1px solid #d9dee4',
  background: 'transparent',
  borderRadius: 6,
  padding: '8px 12px',
  font: 'inherit',
  color: '#3e4c59',
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  ':hover': { borderColor: '#c62828', color: '#c62828' },
  '@media': { 'screen and (max-width: 600px)': { padding: '8px 10px' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1240,
  margin: '0 auto',
  padding: '24px 20px',
  '@media': { 'screen and (max-width: 600px)': { padding: '16px 12px' } },
});

export const footer = style({
  borderTop: '1px solid #d9dee4',
  background: '#ffffff',
  color: '#616e7c',
  fontSize: 13,
});

export const footerInner = style({
  maxWidth: 1240,
  margin: '0 auto',
  padding: '16px 20px',
  display: 'flex',
  justifyContent: 'space-between',
  gap: 12,
  flexWrap: 'wrap',
});

export const search = style({
  flex: '1 1 320px',
  maxWidth: 520,
  minWidth: 0,
  vars: { '--portal-search-width': '100%' },
});

/** On phones the search box takes a row of its own under the brand, the basket and the account. */
export const searchRow = style({ padding: '0 12px 8px', vars: { '--portal-search-width': '100%' } });
