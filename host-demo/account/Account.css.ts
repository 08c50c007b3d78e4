import { theme, visuallyHidden as visuallyHiddenRule } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const PHONE = 'screen and (max-width: 40em)';

/** An account page: its heading, then cards one under the other. */
export const page = style({ display: 'grid', gap: '1rem', minWidth: 0 });

export const title = style({ margin: 0, fontSize: '1.5rem', lineHeight: 1.25 });

export const card = style({
  minWidth: 0,
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  padding: '1.25rem',
  '@media': { [PHONE]: { padding: '0.875rem' } },
});

export const cardTitle = style({ margin: '0 0 0.75rem', fontSize: '1.0625rem', lineHeight: 1.3 });

export const muted = style({ margin: 0, color: theme.colorMuted });

/** Label–value pairs in two columns, stacked on a phone. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: '200px minmax(0, 1fr)',
  gap: '0.5rem 1.25rem',
  margin: 0,
  '@media': { [PHONE]: { gridTemplateColumns: '1fr', gap: '0.125rem' } },
});
export const term = style({ color: theme.colorMuted });
export const value = style({
  margin: 0,
  overflowWrap: 'anywhere',
  '@media': { [PHONE]: { marginBottom: '0.5rem' } },
});

/** A filter form: the fields side by side, the buttons at the end of the row; a column on a phone. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: '0.75rem 1rem',
  margin: 0,
});
export const amount = style({ width: 140, '@media': { [PHONE]: { width: 'calc(50% - 8px)' } } });
export const filterButtons = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.5rem',
  // Lined up with the inputs, under their labels.
  paddingTop: '1.375rem',
  '@media': { [PHONE]: { paddingTop: 0, width: '100%' } },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.75rem' });

/**
 * A table of rows; below 640 px each row is a card whose cells carry their column's name
 * (`data-label`), so a phone shows cards without a second markup.
 */
export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontVariantNumeric: 'tabular-nums',
});
globalStyle(`${table} th, ${table} td`, {
  padding: '0.625rem 0.75rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
  textAlign: 'left',
  verticalAlign: 'middle',
});
globalStyle(`${table} th`, {
  fontSize: '0.8125rem',
  fontWeight: 600,
  color: theme.colorMuted,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} tfoot td, ${table} tfoot th`, {
  fontSize: 'inherit',
  fontWeight: 700,
  color: theme.colorText,
  borderBottom: 'none',
});
globalStyle(`${table} [data-align="end"]`, { textAlign: 'right', whiteSpace: 'nowrap' });
globalStyle(`${table} tbody tr:hover`, { background: '#f8fafc' });
globalStyle(`${table} thead`, {
  '@media': {
    [PHONE]: visuallyHiddenRule,
  },
});
globalStyle(`${table} tbody tr, ${table} tfoot tr`, {
  '@media': {
    [PHONE]: {
      display: 'flex',
      flexDirection: 'column',
      padding: '0.625rem 0',
      borderBottom: `1px solid ${theme.colorBorder}`,
    },
  },
});
globalStyle(`${table} tbody tr:last-child`, { '@media': { [PHONE]: { borderBottom: 'none' } } });
// A card starts with what the row is (its title cell), and shows no empty amounts.
globalStyle(`${table} [data-title]`, { '@media': { [PHONE]: { order: -1 } } });
globalStyle(`${table} tbody td:empty`, { '@media': { [PHONE]: { display: 'none' } } });
globalStyle(`${table} tbody td, ${table} tfoot td, ${table} tfoot th`, {
  '@media': {
    [PHONE]: {
      display: 'flex',
      justifyContent: 'space-between',
      alignItems: 'baseline',
      gap: '0.75rem',
      padding: '0.1875rem 0',
      border: 'none',
      textAlign: 'right',
      whiteSpace: 'normal',
    },
  },
});
globalStyle(`${table} tbody td::before, ${table} tfoot td::before`, {
  '@media': {
    [PHONE]: {
      content: 'attr(data-label)',
      flex: 'none',
      color: theme.colorMuted,
      fontSize: '0.8125rem',
      textAlign: 'left',
    },
  },
});
globalStyle(`${table} tbody td[data-label=""]`, {
  '@media': { [PHONE]: { justifyContent: 'flex-start', textAlign: 'left' } },
});
globalStyle(`${table} tbody td[data-label=""]::before`, { '@media': { [PHONE]: { content: 'none' } } });

/** Wraps a table so that a wide one scrolls inside its card, not the page. */
export const tableBox = style({ overflowX: 'auto' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const small = style({ display: 'block', fontSize: '0.75rem', color: theme.colorMuted });

export const link = style({
  color: theme.colorAccent,
  fontWeight: 600,
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

/** Visually hidden, still read out (live regions, the names of glyph-only controls). */
export const visuallyHidden = style(visuallyHiddenRule);

/** A form's fields in a column of readable width. */
export const form = style({ display: 'grid', gap: '1rem', maxWidth: 520 });
