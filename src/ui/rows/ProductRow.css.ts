import { style } from '@vanilla-extract/css';
import { primary } from '../fields/Button.css';
import { productRowsContainerName, productRowsWide, theme } from '../theme.css';

/** Put on the element that holds rows: their layout follows its width, not the page's. */
export const rowsContainer = style({ containerType: 'inline-size', containerName: productRowsContainerName });

/**
 * Rows lie on one line from 900 px of the container (at the default text); below it they are cards.
 * The columns are in rem, as wide as their text: a larger text widens them, never overlaps them.
 */
const WIDE = productRowsWide;
const WIDE_COLUMNS = '3.75rem 7rem minmax(8.75rem, 1fr) 7rem 3.25rem 3.5rem 7.625rem 7.75rem';

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

export const row = style({
  display: 'grid',
  gridTemplateColumns: '3.75rem minmax(0, 1fr) auto',
  // A phone-wide card: the price gets a line of its own, or it would be squeezed under the photo.
  gridTemplateAreas: `"photo ident ident" "photo name name" "meta meta meta" "price price price" "buy buy buy"`,
  columnGap: '0.75rem',
  rowGap: '0.375rem',
  alignItems: 'start',
  padding: '0.75rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
  background: theme.colorSurface,
  selectors: { '&[data-in-basket="true"]': { background: '#fff8f7' } },
  '@container': {
    [WIDE]: {
      gridTemplateColumns: WIDE_COLUMNS,
      gridTemplateAreas: `"photo ident name delivery returns stock price buy"`,
      alignItems: 'center',
      padding: '0.625rem 0.75rem',
    },
  },
});

export const photo = style({ gridArea: 'photo', justifySelf: 'center' });

export const ident = style({
  gridArea: 'ident',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: '0.125rem 0.5rem',
  minWidth: 0,
  '@container': { [WIDE]: { flexDirection: 'column', alignItems: 'flex-start', gap: '0.125rem' } },
});

export const brand = style({
  fontWeight: 600,
  fontSize: '0.8125rem',
  textTransform: 'uppercase',
  letterSpacing: 0.2,
});

// A card's article wraps rather than lose its end (a large text on a phone); the line's column
// ends it with an ellipsis and the tooltip shows it whole.
export const article = style({
  display: 'inline-block',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
  verticalAlign: 'bottom',
  '@container': { [WIDE]: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } },
  color: theme.colorAccent,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const nameCell = style({ gridArea: 'name', minWidth: 0 });

export const name = style({
  display: 'inline',
  padding: 0,
  border: 'none',
  background: 'none',
  color: theme.colorText,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: theme.colorAccent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const marks = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  marginLeft: '0.375rem',
  verticalAlign: 'middle',
});

export const mark = style({
  padding: '1px 0.375rem',
  borderRadius: 10,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.5,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-mark="new"]': { background: '#e3f2fd', color: '#0d47a1' },
    '&[data-mark="trend"]': { background: '#f3e5f5', color: '#6a1b9a' },
    '&[data-mark="hit"]': { background: '#fff3e0', color: '#b34700' },
  },
});

export const meta = style({
  gridArea: 'meta',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem 1rem',
  fontSize: '0.8125rem',
  color: theme.colorMuted,
  '@container': { [WIDE]: { display: 'contents' } },
});

export const delivery = style({
  gridArea: 'delivery',
  display: 'flex',
  flexDirection: 'column',
  fontSize: '0.8125rem',
  lineHeight: 1.3,
  color: theme.colorText,
});

export const store = style({ color: theme.colorMuted, fontSize: '0.75rem' });

export const returns = style({ gridArea: 'returns', fontSize: '0.8125rem', color: theme.colorText });

export const stock = style({ gridArea: 'stock', fontSize: '0.8125rem', color: theme.colorText });

/** A small label: beside the value on cards, above it in the columns of wide rows. */
export const label = style({
  marginRight: '0.25rem',
  color: theme.colorMuted,
  '@container': { [WIDE]: { display: 'block', fontSize: '0.75rem', marginRight: 0 } },
});

export const price = style({
  gridArea: 'price',
  alignSelf: 'center',
  fontWeight: 700,
  fontSize: '0.9375rem',
  whiteSpace: 'nowrap',
  '@container': { [WIDE]: { textAlign: 'right' } },
});

export const buy = style({
  gridArea: 'buy',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'flex-end',
  gap: '0.375rem',
  '@container': { [WIDE]: { flexDirection: 'column', alignItems: 'stretch' } },
});

/**
 * The primary button of the kit, a little tighter for a row, and white once the part is in the basket.
 * As wide as 'Добавляем…' from the start, so that nothing moves while adding (a width, not a second
 * label laid out in every row of a long list).
 */
export const addButton = style([
  primary,
  {
    minHeight: '2.125rem',
    minWidth: '7rem',
    padding: '0 0.75rem',
    selectors: {
      '&[data-in-basket="true"]': { background: theme.colorSurface, color: theme.colorAccent },
      // Not addable now (a quantity error): it keeps the focus, so it is dimmed rather than disabled.
      '&[aria-disabled="true"]:not([aria-busy="true"])': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
]);

export const outOfStock = style({ color: theme.colorMuted, fontSize: '0.8125rem', alignSelf: 'center' });

/** 'Нет в наличии для заказа кратно {m}': under the disabled controls, two short lines at most. */
export const notOrderable = style({
  flexBasis: '100%',
  fontSize: '0.75rem',
  lineHeight: 1.2,
  color: theme.colorMuted,
});

/** Why adding failed: across the row's whole width, so that it takes a line or two, not seven. */
export const addError = style({
  gridColumn: '1 / -1',
  flexBasis: '100%',
  fontSize: '0.75rem',
  lineHeight: 1.3,
  textAlign: 'right',
});

/** Heights of a row as most parts show it: one line from 900 px of the container, a card below. */
const WIDE_ROW = 95;
const CARD_ROW = 200;
const SKELETON_ROWS = 10;
const grey = '#eef1f4';
/** One tile per row, repeated down: a grey block `height` tall at `top`. */
const block = (top: number, height: number) =>
  `linear-gradient(transparent ${top}px,${grey} 0 ${top + height}px,transparent 0)`;

/** The grey tiles of rows not drawn yet: a photo square, a name bar and the controls per row. */
const rowTiles = style({
  backgroundImage: [block(12, 48), block(16, 14), block(115, 34)].join(','),
  backgroundRepeat: 'repeat-y',
  backgroundPosition: '12px 0, 84px 0, 12px 0',
  backgroundSize: `48px ${CARD_ROW}px, 45% ${CARD_ROW}px, calc(100% - 24px) ${CARD_ROW}px`,
  '@container': {
    [WIDE]: {
      backgroundImage: [block(23, 48), block(40, 14), block(10, 74)].join(','),
      backgroundPosition: '18px 0, 204px 0, calc(100% - 12px) 0',
      backgroundSize: `48px ${WIDE_ROW}px, 30% ${WIDE_ROW}px, 124px ${WIDE_ROW}px`,
    },
  },
});

/**
 * Placeholder rows while a list's first page loads, drawn by one element's backgrounds and as tall
 * as the rows that replace them, so that nothing under them moves when the parts arrive.
 */
export const skeleton = style([
  rowTiles,
  { height: SKELETON_ROWS * CARD_ROW, '@container': { [WIDE]: { height: SKELETON_ROWS * WIDE_ROW } } },
]);

/** The custom property that tells a `rowsAhead` place how many rows it stands for. */
export const rowsAheadCount = '--portal-rows-ahead';

/** Rows of a page not drawn yet: the tiles, as tall as the rows they stand for. */
export const rowsAhead = style([
  rowTiles,
  {
    height: `calc(var(${rowsAheadCount}) * ${CARD_ROW}px)`,
    '@container': { [WIDE]: { height: `calc(var(${rowsAheadCount}) * ${WIDE_ROW}px)` } },
  },
]);
