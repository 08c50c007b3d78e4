import { style } from '@vanilla-extract/css';

const PHONE = 'screen and (max-width: 600px)';
/** Below this the search box has no room beside the rest (a tablet, a phone turned sideways). */
const TWO_ROWS = 'screen and (max-width: 960px)';
/** Below this the client's name gives its room to the search box. */
const NO_NAME = 'screen and (max-width: 1100px)';

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
  '@media': {
    // The brand, the catalogue, the basket and the account on one row, the search box below.
    [TWO_ROWS]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto auto auto',
      gap: '10px 16px',
    },
    [PHONE]: { padding: '8px 10px', gap: '8px 6px' },
  },
});

export const brand = style({
  display: 'flex',
  flexDirection: 'column',
  marginRight: 'auto',
  color: 'inherit',
  textDecoration: 'none',
  lineHeight: 1.2,
  '@media': { [TWO_ROWS]: { minWidth: 0 } },
});

export const brandName = style({
  fontSize: 20,
  fontWeight: 800,
  color: '#c62828',
  letterSpacing: 0.5,
  '@media': {
    // A large basket total leaves less room: the name is cut rather than run under the catalogue.
    [PHONE]: {
      fontSize: 14,
      letterSpacing: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
  },
});

export const brandTagline = style({
  fontSize: 12,
  color: '#616e7c',
  '@media': { [PHONE]: { display: 'none' } },
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
  '@media': { [NO_NAME]: { display: 'none' } },
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
  '@media': { [PHONE]: { padding: '8px' } },
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: 1240,
  margin: '0 auto',
  padding: '24px 20px',
  '@media': { [PHONE]: { padding: '16px 12px' } },
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
  '@media': { [TWO_ROWS]: { gridRow: 2, gridColumn: '1 / -1', maxWidth: 'none' } },
});
