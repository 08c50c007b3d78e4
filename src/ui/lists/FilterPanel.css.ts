import { style } from '@vanilla-extract/css';
import { secondary } from '../fields/Button.css';
import { theme } from '../theme.css';
import { COLLAPSED_WIDTH, PANEL_WIDTH, WIDE } from './FilterLayout.css';

export const sheetToggle = style([
  secondary,
  {
    marginBottom: '0.75rem',
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
  // Beside the list it follows the scroll below the page's sticky header, never taller than the
  // window: a long panel ('Показать ещё' open) scrolls on its own.
  '@container': {
    [WIDE]: {
      display: 'block',
      position: 'sticky',
      top: `calc(${theme.stickyTop} + 8px)`,
      maxHeight: `calc(100vh - ${theme.stickyTop} - 16px)`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      // A focused checkbox scrolls into sight clear of the sticky heading and buttons (WCAG 2.4.11).
      scrollPaddingTop: 56,
      scrollPaddingBottom: 64,
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  padding: '0.5rem 0.5rem 0.5rem 0.875rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
  // The heading stays in sight while the panel scrolls.
  position: 'sticky',
  top: 0,
  zIndex: 1,
  background: theme.colorSurface,
  selectors: {
    [`${panel}[data-collapsed="true"] &`]: {
      flexDirection: 'column-reverse',
      padding: '0.375rem 0',
      borderBottom: 'none',
    },
  },
});

export const panelTitle = style({
  margin: 0,
  fontSize: '0.9375rem',
  fontWeight: 600,
  selectors: {
    [`${panel}[data-collapsed="true"] &`]: {
      writingMode: 'vertical-rl',
      fontSize: '0.8125rem',
      padding: '0.5rem 0',
    },
  },
});

export const collapse = style({
  width: '1.75rem',
  height: '1.75rem',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colorMuted,
  fontSize: '1rem',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: '#f1f3f5', color: theme.colorText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 1 },
  },
});
