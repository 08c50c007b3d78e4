import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const narrow = '(max-width: 760px)';

export const root = style({
  containerType: 'inline-size',
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  color: theme.colorText,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 400px)',
  gap: 16,
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const panel = style({
  display: 'grid',
  gap: 14,
  padding: 16,
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

export const title = style({ margin: 0, fontSize: 24, lineHeight: 1.25, fontWeight: 700 });
export const subtitle = style({ margin: 0, fontSize: 16, fontWeight: 600 });

export const picker = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });
export const label = style({ fontSize: 13, color: theme.colorMuted });
/** Visually hidden, still focusable and reachable by label and tests. */
export const file = style({
  position: 'absolute',
  width: 1,
  height: 1,
  opacity: 0,
  overflow: 'hidden',
});
export const chooser = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  height: 40,
  padding: '0 16px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-within': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 1 },
  },
});
export const fileName = style({
  flex: '1 1 160px',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  color: theme.colorMuted,
});

export const timeline = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 });
export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  color: theme.colorMuted,
  selectors: {
    '&[data-state="active"]': { color: theme.colorText, fontWeight: 600 },
    '&[data-state="done"]': { color: '#1b5e20' },
    '&[data-state="failed"]': { color: theme.colorDanger, fontWeight: 600 },
  },
});
export const dot = style({
  width: 22,
  height: 22,
  flex: 'none',
  borderRadius: '50%',
  border: `2px solid ${theme.colorBorder}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 12,
  selectors: {
    [`${step}[data-state="active"] &`]: { borderColor: theme.colorAccent, color: theme.colorAccent },
    [`${step}[data-state="done"] &`]: { borderColor: '#2e7d32', background: '#2e7d32', color: '#ffffff' },
    [`${step}[data-state="failed"] &`]: {
      borderColor: theme.colorDanger,
      background: theme.colorDanger,
      color: '#ffffff',
    },
  },
});

/** Read by a screen reader, not shown. */
export const hidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const progress = style({ width: '100%', height: 6, accentColor: theme.colorAccent });

export const link = style({ color: theme.colorAccent, font: 'inherit', fontWeight: 600 });
/** The kit's link button, in the notice's own size and weight. */
export const inlineLink = style({ fontSize: 'inherit', fontWeight: 600 });

export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  padding: '6px 8px',
  borderBottom: `1px solid ${theme.colorBorder}`,
  textAlign: 'left',
});
export const headCell = style([cell, { color: theme.colorMuted, fontSize: 12, fontWeight: 600 }]);

export const instruction = style([panel, { maxWidth: 400 }]);
export const steps = style({ margin: 0, paddingLeft: 20, display: 'grid', gap: 6, lineHeight: 1.4 });

export const review = style({ display: 'grid', gap: 10, minWidth: 0 });
export const hint = style({ margin: 0, lineHeight: 1.4 });
export const summary = style({ margin: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' });
export const summaryItem = style({
  selectors: {
    '&[data-status="changed"], &[data-status="brands"]': { color: '#8a5a00' },
    '&[data-status="no-stock"], &[data-status="not-found"]': { color: theme.colorDanger },
  },
});
export const confirm = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });
export const toAdd = style({ margin: 0, fontWeight: 600 });

/** The review's columns: on a phone the row's number is left out and the others close up. */
const reviewColumns = style({
  display: 'grid',
  gridTemplateColumns: '44px 16% 64px minmax(0, 34%) 72px minmax(0, 1fr)',
  borderBottom: `1px solid ${theme.colorBorder}`,
  '@container': {
    [narrow]: { gridTemplateColumns: '0 minmax(0, 18%) 40px minmax(0, 1fr) 44px minmax(0, 1fr)' },
  },
});
export const reviewTable = style({
  fontSize: 13,
  overflowWrap: 'anywhere',
  '@container': { [narrow]: { fontSize: 12 } },
});
export const reviewHead = reviewColumns;
export const reviewCell = style({ padding: '6px 8px', '@container': { [narrow]: { padding: '6px 3px' } } });
export const reviewHeadCell = style([
  reviewCell,
  { color: theme.colorMuted, fontSize: 12, fontWeight: 600, overflowWrap: 'normal' },
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
export const select = style({
  width: '100%',
  maxWidth: '100%',
  minHeight: 32,
  padding: '0 6px',
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
