import { theme, visuallyHidden } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

/**
 * Up to this width the table becomes cards (the widget's own width, not the page's): the table's
 * columns (`columns`) take 884 px at the browser's usual text size, and grow with a larger one.
 */
const narrow = '(max-width: 56.25rem)';

export const root = style({
  containerType: 'inline-size',
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  color: theme.colorText,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: '0.5rem 1.25rem',
  marginBottom: '0.75rem',
});

export const title = style({
  margin: 0,
  marginRight: 'auto',
  fontSize: '1.5rem',
  lineHeight: 1.25,
  fontWeight: 700,
});

export const link = style({
  color: theme.colorAccent,
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const textButton = style({
  border: 'none',
  background: 'none',
  padding: 0,
  font: 'inherit',
  color: theme.colorMuted,
  cursor: 'pointer',
  textDecoration: 'underline dotted',
  selectors: { '&:hover': { color: theme.colorDanger }, '&:disabled': { cursor: 'default', opacity: 0.6 } },
});

export const checkLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  cursor: 'pointer',
});

export const checkbox = style({
  width: 18,
  height: 18,
  margin: 0,
  accentColor: theme.colorAccent,
  cursor: 'pointer',
});

export const panel = style({
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

/** The checkout's notice: focusable (the order's number takes the focus), with a visible ring. */
export const noticeBox = style({
  borderRadius: theme.radius,
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorText}`, outlineOffset: 2 } },
});

/** Held while the next press is under way: it keeps its place, unseen and unheard. */
export const held = style({ visibility: 'hidden' });

export const table = style([panel, { display: 'block', overflow: 'hidden' }]);

globalStyle(`${table} > tbody`, { display: 'block' });

/**
 * The wide table's columns, the same on every row. A row is a grid of its own, not a table row:
 * its layout does not depend on the other rows, so the browser skips the rows out of sight
 * (`content-visibility`), which a table's rows cannot do.
 */
const columns = '36px 64px minmax(7rem, 1fr) minmax(8rem, 2fr) 7rem 7.25rem 9rem 8rem 40px';

/** Read by a screen reader, not shown: the header of a column of checkboxes or buttons. */
export const hidden = style(visuallyHidden);

export const head = style({ display: 'block', '@container': { [narrow]: { display: 'none' } } });

globalStyle(`${head} > tr`, { display: 'grid', gridTemplateColumns: columns });

globalStyle(`${head} th`, {
  padding: '0.625rem 0.5rem',
  background: '#f5f7fa',
  borderBottom: `1px solid ${theme.colorBorder}`,
  color: theme.colorMuted,
  fontSize: '0.75rem',
  fontWeight: 600,
  textAlign: 'left',
  whiteSpace: 'nowrap',
});

/** A line's usual height: a row of the table, a card on a narrow widget. */
const LINE_HEIGHT = 66;
const CARD_HEIGHT = 178;

export const row = style({
  display: 'grid',
  gridTemplateColumns: columns,
  alignItems: 'center',
  borderBottom: `1px solid ${theme.colorBorder}`,
  contentVisibility: 'auto',
  // A line not laid out yet stands as tall as a line usually is (a card on a narrow widget), so
  // that what is below does not move when it is.
  containIntrinsicSize: `auto ${LINE_HEIGHT}px`,
  selectors: {
    // Only a line on its way out is dimmed, not an unticked one (its box says so): dimming every
    // line made 'select all' at 1,000 lines take 80 ms to the next paint instead of 50.
    '&[data-removing="true"]': { opacity: 0.55 },
    '&[data-changed="true"]': { background: '#fff8e1' },
  },
  '@container': {
    [narrow]: {
      gridTemplateColumns: '28px 64px 1fr auto',
      alignItems: 'normal',
      containIntrinsicSize: `auto ${CARD_HEIGHT}px`,
      gridTemplateAreas: `"check picture name remove" "check picture meta meta" "check picture delivery delivery" ". price price price" ". qty qty sum"`,
      gap: '0.375rem 0.625rem',
      padding: '0.75rem',
    },
  },
});

export const cell = style({
  padding: '0.625rem 0.5rem',
  minWidth: 0,
  '@container': { [narrow]: { padding: 0 } },
});

globalStyle(`${row}:last-child`, { borderBottom: 'none' });

/** The custom property that tells `linesAhead` how many lines it stands for. */
export const linesAheadCount = '--portal-lines-ahead';

/** The lines not drawn yet, as tall as they usually are: what is below stays where it will be. */
export const linesAhead = style({
  display: 'block',
  height: `calc(var(${linesAheadCount}) * ${LINE_HEIGHT}px)`,
  '@container': { [narrow]: { height: `calc(var(${linesAheadCount}) * ${CARD_HEIGHT}px)` } },
});

const area = (name: string) => style({ '@container': { [narrow]: { gridArea: name } } });
export const checkCell = style([cell, area('check'), { width: 36 }]);
export const pictureCell = style([cell, area('picture'), { width: 64 }]);
export const nameCell = style([cell, area('name')]);
export const metaCell = style([cell, area('meta'), { color: theme.colorMuted, fontSize: '0.8125rem' }]);
export const deliveryCell = style([
  cell,
  area('delivery'),
  { '@container': { [narrow]: { fontSize: '0.8125rem' } } },
]);
export const priceCell = style([cell, area('price'), { whiteSpace: 'nowrap' }]);
export const quantityCell = style([cell, area('qty')]);
export const sumCell = style([
  cell,
  area('sum'),
  {
    whiteSpace: 'nowrap',
    fontWeight: 600,
    textAlign: 'right',
    '@container': { [narrow]: { alignSelf: 'center' } },
  },
]);
export const removeCell = style([cell, area('remove'), { width: 40, textAlign: 'right' }]);
/** Columns the cards fold into another cell. */
export const wideOnly = style({ '@container': { [narrow]: { display: 'none' } } });
export const narrowOnly = style({ display: 'none', '@container': { [narrow]: { display: 'inline' } } });

export const picture = style({
  display: 'block',
  width: 48,
  height: 48,
  objectFit: 'contain',
  borderRadius: 4,
  background: '#f5f7fa',
  '@container': { [narrow]: { width: 64, height: 64 } },
});

export const noPicture = style([
  picture,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    fontSize: '0.75rem',
    color: theme.colorMuted,
    textAlign: 'center',
  },
]);

export const article = style({ fontWeight: 600, whiteSpace: 'nowrap' });
export const name = style({ lineHeight: 1.3 });
export const muted = style({ color: theme.colorMuted });
export const outOfStock = style({ color: theme.colorDanger, fontWeight: 600 });
export const oldPrice = style({ display: 'block', color: theme.colorMuted, fontSize: '0.75rem' });
/** What the client saw of a line the checkout found changed. */
export const was = style({
  display: 'block',
  marginTop: '0.25rem',
  fontSize: '0.75rem',
  color: '#7a5200',
  fontWeight: 600,
});
/** Under the total after the prices changed: the total seen and its change. */
export const totalWas = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: '0.25rem',
  fontSize: '0.75rem',
  color: '#7a5200',
  fontWeight: 600,
});

export const lineMessage = style({
  display: 'block',
  marginTop: '0.25rem',
  fontSize: '0.75rem',
  color: theme.colorDanger,
  maxWidth: 220,
});
/** An edit kept for want of a connection: not a failure, so in the colour of a warning. */
export const lineUnsent = style([lineMessage, { color: '#7a5200' }]);

export const removeButton = style({
  width: 32,
  height: 32,
  border: `1px solid transparent`,
  borderRadius: theme.radius,
  background: 'none',
  color: theme.colorMuted,
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { color: theme.colorDanger, borderColor: theme.colorBorder },
    '&:disabled': { cursor: 'default', opacity: 0.5 },
  },
});

export const bottom = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) 340px',
  gap: '1rem',
  marginTop: '1rem',
  alignItems: 'start',
  '@container': { [narrow]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const form = style([panel, { padding: '1rem', display: 'grid', gap: '0.875rem' }]);
export const fieldset = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.5rem' });
export const legend = style({ padding: 0, marginBottom: '0.25rem', fontWeight: 600 });
export const radio = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  cursor: 'pointer',
  lineHeight: 1.35,
});
/** A delivery choice's button: as large as the line boxes, its centre clear of the other's by 24 px. */
export const radioBox = style([checkbox, { flex: 'none' }]);
/** The comment: the kit's field look, three lines high. */
export const textarea = style({ height: 72, padding: '0.5rem 0.625rem', resize: 'vertical' });

export const summary = style([panel, { padding: '1rem', display: 'grid', gap: '0.625rem' }]);
export const summaryLine = style({ display: 'flex', justifyContent: 'space-between', gap: '0.75rem' });
export const summaryTotal = style([
  summaryLine,
  {
    paddingTop: '0.625rem',
    borderTop: `1px solid ${theme.colorBorder}`,
    fontSize: '1.125rem',
    fontWeight: 700,
  },
]);

/** The kit's primary button, larger: the page's main action. */
export const submit = style({
  minHeight: 44,
  fontSize: '1rem',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorText}`, outlineOffset: 2 } },
});

export const empty = style([
  panel,
  { padding: '1.5rem', display: 'grid', gap: '0.75rem', justifyItems: 'start' },
]);
