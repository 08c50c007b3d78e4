import { theme, visuallyHidden } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
  minWidth: 0,
  containerType: 'inline-size',
});

export const heading = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3 });

export const cars = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: '0.75rem',
});

/** A paragraph inside a notice. */
export const paragraph = style({ margin: 0 });

export const banners = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const banner = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '2 / 1',
  objectFit: 'cover',
  borderRadius: theme.radius,
  background: '#eef1f4',
});

export const configurator = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 418px) minmax(0, 1fr)',
  alignItems: 'start',
  gap: '1.5rem',
  '@container': { '(max-width: 720px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const previewColumn = style({
  position: 'sticky',
  // A page with a sticky header of its own sets how far below the top the preview stays.
  top: 'var(--portal-sticky-top, 12px)',
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  '@container': {
    // On a phone the preview stays in view, compact, above the choices that scroll under it.
    '(max-width: 720px)': {
      top: 'var(--portal-sticky-top, 0px)',
      zIndex: 1,
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '0.75rem',
      padding: '0.375rem 0',
      background: theme.colorSurface,
      boxShadow: `0 6px 8px -6px rgba(31, 41, 51, 0.25)`,
    },
  },
});

/** The compact preview's height on a phone (issue 23: in view while items are ticked). */
const COMPACT_PREVIEW = 'min(28vh, 200px)';

export const preview = style({
  position: 'relative',
  width: '100%',
  aspectRatio: '418 / 631',
  borderRadius: theme.radius,
  background: '#f6f8fa',
  overflow: 'hidden',
  '@container': { '(max-width: 720px)': { width: 'auto', height: COMPACT_PREVIEW } },
});

export const layer = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  maskSize: '100% 100%',
  maskRepeat: 'no-repeat',
  WebkitMaskSize: '100% 100%',
  WebkitMaskRepeat: 'no-repeat',
});

export const patternName = style({
  margin: 0,
  color: theme.colorMuted,
  fontSize: '0.8125rem',
  textAlign: 'center',
});

export const choices = style({ display: 'flex', flexDirection: 'column', gap: '1.125rem', minWidth: 0 });

// A control reached by Tab is not left under the compact preview.
globalStyle(`${choices} input, ${choices} button, ${choices} select`, {
  '@container': { '(max-width: 720px)': { scrollMarginTop: `calc(${COMPACT_PREVIEW} + 24px)` } },
});

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: '0.5rem', fontWeight: 600 });

export const options = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem' });

/** A native control kept for the keyboard and assistive technology, drawn by its label instead. */
export const hiddenInput = style(visuallyHidden);

export const option = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0.375rem 0.875rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  cursor: 'pointer',
  selectors: {
    '&:has(:checked)': {
      borderColor: theme.colorAccent,
      boxShadow: `inset 0 0 0 1px ${theme.colorAccent}`,
      color: theme.colorAccent,
      fontWeight: 600,
    },
    '&:has(:focus-visible)': focusRing,
  },
});

/** A group's live note: no room taken while it is empty. */
export const groupNote = style({
  margin: '0 0 0.5rem',
  padding: '0.375rem 0.625rem',
  borderRadius: theme.radius,
  background: '#fff8e1',
  color: theme.colorText,
  fontSize: '0.8125rem',
  selectors: { '&:empty': { margin: 0, padding: 0 } },
});

export const optionHint = style({ margin: '0.375rem 0 0', color: theme.colorMuted, fontSize: '0.8125rem' });

export const swatches = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(76px, 1fr))',
  gap: '0.5rem',
});

export const swatch = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: '0.25rem',
  padding: '0.375rem',
  borderRadius: theme.radius,
  cursor: 'pointer',
  fontSize: '0.75rem',
  textAlign: 'center',
  selectors: {
    '&:has(:checked)': { background: '#f3f5f7', fontWeight: 600 },
    '&:has(:focus-visible)': focusRing,
  },
});

export const chip = style({
  width: 34,
  height: 34,
  borderRadius: '50%',
  border: `1px solid ${theme.colorBorder}`,
  background: 'repeating-linear-gradient(45deg, #ddd 0 4px, #fff 4px 8px)',
  selectors: {
    [`${swatch}:has(:checked) &`]: {
      boxShadow: `0 0 0 2px ${theme.colorSurface}, 0 0 0 4px ${theme.colorAccent}`,
    },
  },
});

export const items = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  gap: '0.25rem 0.75rem',
  padding: '0.5rem 0.625rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  selectors: { '&:has(:checked)': { borderColor: theme.colorAccent, background: '#fffafa' } },
  '@container': { '(max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  cursor: 'pointer',
  minWidth: 0,
});

export const checkbox = style({
  flex: 'none',
  width: 16,
  height: 16,
  margin: '0.125rem 0 0',
  accentColor: theme.colorAccent,
  selectors: { '&:focus-visible': focusRing },
});

export const itemText = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export const itemName = style({ fontWeight: 600 });

export const itemDescription = style({ color: theme.colorMuted, fontSize: '0.8125rem' });

export const itemPicture = style({ flex: 'none', width: 48, height: 'auto' });

export const itemSide = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.625rem',
  justifySelf: 'end',
  '@container': {
    '(max-width: 480px)': { justifySelf: 'stretch', justifyContent: 'space-between', paddingLeft: '1.5rem' },
  },
});

export const price = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const stepper = style({
  display: 'inline-flex',
  alignItems: 'stretch',
  height: 32,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  overflow: 'hidden',
});

export const stepperButton = style({
  width: 30,
  border: 'none',
  background: '#f3f5f7',
  color: theme.colorText,
  font: 'inherit',
  fontSize: '1rem',
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': { ...focusRing, outlineOffset: -2 },
    '&:disabled': { opacity: 0.4, cursor: 'default' },
  },
});

export const stepperInput = style({
  width: 44,
  border: 'none',
  borderLeft: `1px solid ${theme.colorBorder}`,
  borderRight: `1px solid ${theme.colorBorder}`,
  textAlign: 'center',
  font: 'inherit',
  color: theme.colorText,
  background: theme.colorSurface,
  selectors: { '&:focus-visible': { ...focusRing, outlineOffset: -2 } },
});

export const totals = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  paddingTop: '0.875rem',
  borderTop: `1px solid ${theme.colorBorder}`,
});

export const sums = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', margin: 0 });

export const sum = style({ display: 'flex', gap: '0.5rem', alignItems: 'baseline', margin: 0 });

export const sumLabel = style({ color: theme.colorMuted });

export const sumValue = style({ margin: 0, fontSize: '1.375rem', fontWeight: 700 });

export const sumSecondary = style({ margin: 0, fontWeight: 600 });

export const markup = style({ maxWidth: 160 });

export const add = style({ minHeight: 44, padding: '0 1.5rem', fontSize: '1rem' });

globalStyle(`${root} img`, { maxWidth: '100%' });
