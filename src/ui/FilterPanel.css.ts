import { style } from '@vanilla-extract/css';
import { secondary } from './Button.css';
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

export const sheetToggle = style([
  secondary,
  {
    marginBottom: 12,
    // Doubled, so that it beats the button look's own display whatever order the sheets come in.
    '@container': { [WIDE]: { selectors: { '&&': { display: 'none' } } } },
  },
]);

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

export const formFailed = style({ padding: 14 });
