import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The table's columns from 640 px of its own width; each part is a card below. */
const WIDE = 'parts (min-width: 640px)';
const NARROW = 'parts (max-width: 639px)';

export const box = style({ containerType: 'inline-size', containerName: 'parts', minWidth: 0 });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: '0.8125rem' });

export const head = style({ '@container': { [NARROW]: { display: 'none' } } });

export const headCell = style({
  padding: '0.375rem 0.5rem',
  textAlign: 'left',
  color: theme.colorMuted,
  fontWeight: 600,
  borderBottom: `2px solid ${theme.colorBorder}`,
});

export const row = style({
  borderBottom: `1px solid ${theme.colorBorder}`,
  transition: 'background-color 120ms',
  scrollMarginTop: 16,
  scrollMarginBottom: 16,
  selectors: {
    '&[data-highlight="pointed"]': { background: '#fff3c4' },
    '&[data-highlight="locked"]': { background: '#fdecea', boxShadow: `inset 4px 0 0 ${theme.colorAccent}` },
    '&[data-highlight="group"]': { background: '#e8f5e9', boxShadow: 'inset 4px 0 0 #2e7d32' },
    // The variant chosen at the callout: framed, apart from the other rows of its number.
    '&[aria-current="true"]': {
      boxShadow: `inset 4px 0 0 ${theme.colorAccent}, inset 0 0 0 2px ${theme.colorAccent}`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
  '@container': {
    [NARROW]: {
      display: 'grid',
      gridTemplateColumns: 'max-content minmax(0, 1fr)',
      gridTemplateAreas: '"position oem" "position name" "offer offer"',
      columnGap: '0.875rem',
      rowGap: '0.25rem',
      padding: '0.625rem 0.5rem',
    },
  },
});

export const cell = style({
  padding: '0.5rem',
  verticalAlign: 'top',
  '@container': { [NARROW]: { padding: 0 } },
});

export const positionCell = style([
  cell,
  { width: 56, '@container': { [NARROW]: { gridArea: 'position' } } },
]);

export const oemCell = style([
  cell,
  { whiteSpace: 'nowrap', '@container': { [NARROW]: { gridArea: 'oem' }, [WIDE]: { width: 130 } } },
]);

export const nameCell = style([cell, { '@container': { [NARROW]: { gridArea: 'name' } } }]);

export const offerCell = style([
  cell,
  { '@container': { [NARROW]: { gridArea: 'offer' }, [WIDE]: { width: 250 } } },
]);

export const position = style({
  minWidth: 34,
  minHeight: 32,
  padding: '0.125rem 0.375rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&[aria-pressed="true"]': {
      background: theme.colorAccent,
      borderColor: theme.colorAccent,
      color: theme.colorAccentText,
    },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const positionText = style({ fontWeight: 700 });

export const variant = style({
  display: 'block',
  marginTop: '0.125rem',
  color: theme.colorMuted,
  fontSize: '0.75rem',
  whiteSpace: 'nowrap',
});

/** At least 24×24 px to tap (WCAG 2.5.8), however short the number. */
export const oem = style({
  display: 'inline-flex',
  alignItems: 'center',
  minWidth: 24,
  minHeight: 24,
  color: theme.colorAccent,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

/** A part's name opens its details: at least 24 px high to tap (WCAG 2.5.8), as the OEM link above it. */
export const name = style({
  minHeight: 24,
  padding: 0,
  border: 'none',
  background: 'none',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'underline dotted',
  textUnderlineOffset: 3,
  cursor: 'help',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const none = style({ color: theme.colorMuted });

export const offers = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' });

export const offer = style({ display: 'flex', flexDirection: 'column', gap: '0.25rem' });

export const offerFacts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.125rem 0.625rem',
  alignItems: 'baseline',
});

export const offerBrand = style({ fontWeight: 600, textTransform: 'uppercase', fontSize: '0.75rem' });

export const offerPrice = style({ fontWeight: 700, fontSize: '0.875rem', whiteSpace: 'nowrap' });
