import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});

export const group = style({
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  overflow: 'hidden',
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '10px 12px',
  background: '#f7f8fa',
  borderBottom: `1px solid ${theme.colorBorder}`,
  minWidth: 0,
});

export const groupPhoto = style({ flex: 'none', width: 48, display: 'flex', justifyContent: 'center' });

export const groupIdent = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: 10,
  rowGap: 2,
  minWidth: 0,
});

export const brand = style({ fontWeight: 700 });

export const article = style({
  color: theme.colorAccent,
  fontWeight: 600,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const title = style({ color: theme.colorText, overflowWrap: 'anywhere', flexBasis: '100%' });

export const offers = style({ listStyle: 'none', margin: 0, padding: 0 });

export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(140px, 1.4fr) minmax(120px, 1.1fr) 70px 80px 80px minmax(100px, 0.9fr) auto',
  alignItems: 'center',
  columnGap: 12,
  rowGap: 6,
  padding: '10px 12px',
  selectors: {
    '& + &': { borderTop: `1px solid ${theme.colorBorder}` },
    '&[data-in-basket="true"]': { background: '#fff5f5' },
  },
  '@container': {
    '(max-width: 760px)': {
      gridTemplateColumns: '1fr 1fr',
      alignItems: 'start',
    },
  },
});

export const container = style({ containerType: 'inline-size' });

export const supplier = style({ fontWeight: 600, overflowWrap: 'anywhere' });

export const cell = style({ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 });

export const label = style({ color: theme.colorMuted, fontSize: 12 });

export const price = style({
  fontWeight: 700,
  whiteSpace: 'nowrap',
  '@container': { '(max-width: 760px)': { fontSize: 16 } },
});

export const buy = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: 8,
  flexWrap: 'wrap',
  '@container': { '(max-width: 760px)': { gridColumn: '1 / -1' } },
});

export const returnValue = style({
  alignSelf: 'flex-start',
  borderBottom: `1px dotted ${theme.colorMuted}`,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});
