import { productRowsWide, theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const groups = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
});

/** Off-screen parts skip layout and paint: a final step of a thousand offers lays out a screenful. */
export const group = style({
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 220px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  overflow: 'hidden',
});

export const groupHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.625rem 0.75rem',
  background: '#f7f8fa',
  borderBottom: `1px solid ${theme.colorBorder}`,
  minWidth: 0,
});

export const groupPhoto = style({ flex: 'none', width: 72, display: 'flex', justifyContent: 'center' });

export const groupIdent = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: '0.625rem',
  rowGap: '0.125rem',
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

/**
 * Narrow containers: a card; wide ones: one line per offer. The switch is the product rows' own
 * (put the offers in `productRowsContainer`), so local rows and offers change layout together.
 */
export const offer = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateAreas: `"supplier supplier" "delivery delivery" "meta meta" "price price" "buy buy"`,
  alignItems: 'center',
  columnGap: '0.75rem',
  rowGap: '0.375rem',
  padding: '0.625rem 0.75rem',
  selectors: {
    '& + &': { borderTop: `1px solid ${theme.colorBorder}` },
    '&[data-in-basket="true"]': { background: '#fff8f8' },
  },
  '@container': {
    [productRowsWide]: {
      gridTemplateColumns:
        'minmax(140px, 1.2fr) minmax(120px, 1fr) minmax(250px, 1.4fr) minmax(110px, auto) auto',
      gridTemplateAreas: `"supplier delivery meta price buy"`,
    },
  },
});

export const supplier = style({ gridArea: 'supplier', fontWeight: 600, overflowWrap: 'anywhere' });

export const delivery = style({ gridArea: 'delivery' });

export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: '1rem',
  rowGap: '0.125rem',
  color: theme.colorText,
});

export const label = style({ color: theme.colorMuted, fontSize: '0.75rem', marginRight: '0.25rem' });

export const price = style({
  gridArea: 'price',
  fontWeight: 700,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
});

export const buy = style({ gridArea: 'buy', justifySelf: 'end' });
