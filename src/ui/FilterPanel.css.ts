import { globalStyle, style } from '@vanilla-extract/css';
import { theme } from './theme.css';

/** Open and collapsed widths of doc 1 §9. */
export const PANEL_WIDTH = 240;
export const COLLAPSED_WIDTH = 40;
const WIDE = 'portal-filter-layout (min-width: 760px)';

export const layout = style({ containerType: 'inline-size', containerName: 'portal-filter-layout' });

export const layoutGrid = style({
  display: 'block',
  '@container': { [WIDE]: { display: 'flex', alignItems: 'flex-start', gap: 16 } },
});

export const layoutContent = style({ flex: 1, minWidth: 0 });

export const sheetToggle = style({
  marginBottom: 12,
  '@container': { [WIDE]: { display: 'none' } },
});

export const panel = style({
  display: 'none',
  boxSizing: 'border-box',
  flex: 'none',
  width: PANEL_WIDTH,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  selectors: { '&[data-collapsed="true"]': { width: COLLAPSED_WIDTH } },
  '@container': { [WIDE]: { display: 'block', position: 'sticky', top: 8 } },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '8px 8px 8px 14px',
  borderBottom: `1px solid ${theme.colorBorder}`,
  selectors: {
    [`${panel}[data-collapsed="true"] &`]: {
      flexDirection: 'column-reverse',
      padding: '6px 0',
      borderBottom: 'none',
    },
  },
});

export const panelTitle = style({
  margin: 0,
  fontSize: 15,
  fontWeight: 600,
  selectors: {
    [`${panel}[data-collapsed="true"] &`]: { writingMode: 'vertical-rl', fontSize: 13, padding: '8px 0' },
  },
});

export const collapse = style({
  width: 28,
  height: 28,
  padding: 0,
  border: 'none',
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colorMuted,
  fontSize: 16,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: '#f1f3f5', color: theme.colorText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 1 },
  },
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: 16, padding: 14 });

export const block = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: 6, fontWeight: 600, fontSize: 13 });

export const values = style({ display: 'flex', flexDirection: 'column' });

export const count = style({ color: theme.colorMuted, fontSize: 12 });

export const price = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const priceFields = style({ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 8 });

export const priceLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  fontSize: 12,
  color: theme.colorMuted,
});

export const slider = style({ position: 'relative', height: 24 });

export const range = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  margin: 0,
  background: 'transparent',
  pointerEvents: 'none',
  appearance: 'none',
  WebkitAppearance: 'none',
  accentColor: theme.colorAccent,
});

// Two ranges on one track: only their thumbs take the pointer.
globalStyle(`${range}::-webkit-slider-thumb`, {
  pointerEvents: 'auto',
  WebkitAppearance: 'none',
  width: 18,
  height: 18,
  borderRadius: '50%',
  border: `2px solid ${theme.colorAccent}`,
  background: theme.colorSurface,
  cursor: 'pointer',
});
globalStyle(`${range}::-moz-range-thumb`, {
  pointerEvents: 'auto',
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: `2px solid ${theme.colorAccent}`,
  background: theme.colorSurface,
  cursor: 'pointer',
});

export const track = style({
  position: 'absolute',
  left: 0,
  right: 0,
  top: 10,
  height: 4,
  borderRadius: 2,
  background: theme.colorBorder,
});

export const trackFill = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  borderRadius: 2,
  background: theme.colorAccent,
});

export const actions = style({
  display: 'flex',
  gap: 8,
  flexWrap: 'wrap',
  position: 'sticky',
  bottom: 0,
  paddingTop: 8,
  background: theme.colorSurface,
});
