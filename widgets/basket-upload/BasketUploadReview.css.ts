import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';
import { narrow } from './BasketUpload.css';

export const review = style({ display: 'grid', gap: '0.625rem', minWidth: 0 });
export const hint = style({ margin: 0, lineHeight: 1.4 });
export const summary = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '0.25rem 1rem' });
export const summaryItem = style({
  selectors: {
    '&[data-status="changed"], &[data-status="brands"]': { color: '#8a5a00' },
    '&[data-status="no-stock"], &[data-status="not-found"]': { color: theme.colorDanger },
  },
});
export const confirm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });
export const toAdd = style({ margin: 0, fontWeight: 600 });

/** The review's columns: on a phone the row's number is left out and the others close up. */
const reviewColumns = style({
  display: 'grid',
  gridTemplateColumns: '44px 16% 64px minmax(0, 34%) 72px minmax(0, 1fr)',
  borderBottom: `1px solid ${theme.colorBorder}`,
  '@container': {
    [narrow]: { gridTemplateColumns: '0 minmax(0, 22%) 40px minmax(0, 1fr) 44px minmax(0, 1fr)' },
  },
});
export const reviewTable = style({
  fontSize: '0.8125rem',
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: '0.75rem' } },
});
export const reviewHead = reviewColumns;
export const reviewCell = style({
  padding: '0.375rem 0.5rem',
  '@container': { [narrow]: { padding: '0.375rem 0.1875rem' } },
});
export const reviewHeadCell = style([
  reviewCell,
  { color: theme.colorMuted, fontSize: '0.75rem', fontWeight: 600, overflowWrap: 'normal' },
]);
export const rowNumber = style([
  reviewCell,
  { '@container': { [narrow]: { visibility: 'hidden', padding: 0 } } },
]);
export const rowNumberHead = style([
  reviewHeadCell,
  { '@container': { [narrow]: { visibility: 'hidden', padding: 0 } } },
]);
export const rowHead = style([reviewCell, { fontWeight: 600 }]);
export const number = style([reviewCell, { textAlign: 'right', fontVariantNumeric: 'tabular-nums' }]);
export const reviewRow = style([
  reviewColumns,
  {
    alignItems: 'center',
    selectors: {
      '&[data-status="changed"], &[data-status="brands"]': { background: '#fff8e1' },
      '&[data-status="no-stock"], &[data-status="not-found"]': { background: '#fdecea' },
    },
  },
]);
/**
 * A row whose part is a choice (a brand, an analogue). On a phone the choice takes a line of its
 * own, across the row, so that it reads whole (issue 44); the other cells keep their columns.
 */
export const choiceRow = style({});
globalStyle(`${choiceRow} > :nth-child(4)`, {
  '@container': { [narrow]: { gridColumn: '2 / -1', gridRow: '2', paddingTop: 0 } },
});
globalStyle(`${choiceRow} > :nth-child(5)`, { '@container': { [narrow]: { gridColumn: '5' } } });
globalStyle(`${choiceRow} > :nth-child(6)`, { '@container': { [narrow]: { gridColumn: '6' } } });

/** Under a choice on a phone: the chosen part's whole text, which a select cannot wrap. */
export const chosen = style({
  display: 'none',
  marginTop: '0.25rem',
  '@container': { [narrow]: { display: 'block' } },
});

export const select = style({
  width: '100%',
  maxWidth: '100%',
  minHeight: 32,
  padding: '0 0.375rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  selectors: { '&:focus': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -1 } },
});

/** The custom property that tells a `rowsAhead` place how many rows it stands for. */
export const rowsAheadCount = '--portal-review-rows-ahead';
/** Review rows not drawn yet: as tall as the rows they stand for (a row is about this tall). */
export const rowsAhead = style({
  height: `calc(var(${rowsAheadCount}) * 50px)`,
  '@container': { [narrow]: { height: `calc(var(${rowsAheadCount}) * 100px)` } },
});
