import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const root = style({
  containerType: 'inline-size',
  containerName: 'vin',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  minWidth: 0,
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
});

export const heading = style({ margin: 0, fontSize: 20, lineHeight: 1.3, overflowWrap: 'anywhere' });

export const subheading = style({ margin: 0, fontSize: 16, lineHeight: 1.3 });

export const muted = style({ margin: 0, color: theme.colorMuted });

export const link = style({
  color: theme.colorAccent,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: 13,
  color: theme.colorMuted,
});

export const crumb = style({
  selectors: { '& + &::before': { content: '"›"', marginRight: 4, color: theme.colorMuted } },
});

/** A link that looks like the primary button ('Показать автомобили'). */
export const primary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '6px 14px',
  border: `1px solid ${theme.colorAccent}`,
  borderRadius: theme.radius,
  background: theme.colorAccent,
  color: theme.colorAccentText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(0.92)' },
    '&:focus-visible': focusRing,
  },
});

/* The VIN/frame field: the button beside the input from 480 px of the widget, under it below. */
export const search = style({
  maxWidth: 760,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: 8,
  padding: 16,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: '#f7f9fb',
  '@container': { 'vin (min-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
});

export const searchButton = style({
  alignSelf: 'start',
  justifySelf: 'start',
  // Level with the input: below the field's label (13 px text and the field's 4 px gap).
  '@container': { 'vin (min-width: 480px)': { marginTop: 'calc(13px * 1.4 + 4px)' } },
});

/* Catalogue list. */
export const catalogueGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const catalogueCard = style([
  link,
  {
    display: 'block',
    padding: '14px 16px',
    border: `1px solid ${theme.colorBorder}`,
    borderRadius: theme.radius,
    background: theme.colorSurface,
    color: theme.colorText,
    fontWeight: 600,
    selectors: {
      '&:hover': { borderColor: theme.colorAccent, color: theme.colorAccent, textDecoration: 'none' },
    },
  },
]);

/* Vehicle selection. */
export const conditions = style({ display: 'flex', flexDirection: 'column', gap: 12, margin: 0, padding: 0 });

export const condition = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: '12px 14px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  minWidth: 0,
});

export const conditionName = style({ padding: 0, fontWeight: 600 });

export const conditionValue = style({ display: 'flex', gap: 12, alignItems: 'baseline', flexWrap: 'wrap' });

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: 6,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style([
  link,
  {
    display: 'inline-block',
    padding: '4px 10px',
    border: `1px solid ${theme.colorBorder}`,
    borderRadius: 999,
    color: theme.colorText,
    selectors: {
      '&:hover': { borderColor: theme.colorAccent, color: theme.colorAccent, textDecoration: 'none' },
    },
  },
]);

/* Vehicle list: a table from 700 px of the widget, cards below. */
export const vehicles = style({ width: '100%', borderCollapse: 'collapse' });

export const vehicleHead = style({
  '@container': { 'vin (max-width: 699px)': { display: 'none' } },
});

export const vehicleRow = style({
  borderTop: `1px solid ${theme.colorBorder}`,
  '@container': {
    'vin (max-width: 699px)': {
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      padding: '10px 0',
    },
  },
});

export const cell = style({
  padding: '8px 10px',
  textAlign: 'left',
  verticalAlign: 'top',
  '@container': { 'vin (max-width: 699px)': { padding: 0 } },
});

export const headCell = style([cell, { color: theme.colorMuted, fontWeight: 600, fontSize: 13 }]);

export const attributes = style({ margin: 0, padding: 0, listStyle: 'none', fontSize: 13 });

export const attributeName = style({ color: theme.colorMuted });

export const cellLabel = style({
  display: 'none',
  color: theme.colorMuted,
  '@container': { 'vin (max-width: 699px)': { display: 'inline' } },
});
