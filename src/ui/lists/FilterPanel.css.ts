import { globalStyle, style } from '@vanilla-extract/css';
import { secondary } from '../fields/Button.css';
import { theme } from '../theme.css';
import { fields, form } from './FilterForm.css';
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
  // window: a long panel ('Показать ещё' open) scrolls its fields on their own, between its heading
  // and its buttons. Nothing is laid over the fields, so no checkbox is ever half under a button
  // (WCAG 2.5.8) or a focused one hidden (2.4.11).
  '@container': {
    [WIDE]: {
      display: 'flex',
      flexDirection: 'column',
      position: 'sticky',
      top: `calc(${theme.stickyTop} + 8px)`,
      maxHeight: `calc(100vh - ${theme.stickyTop} - 16px)`,
      overflow: 'hidden',
    },
  },
});

globalStyle(`${panel} > ${form}`, { minHeight: 0 });
globalStyle(`${panel} ${fields}`, { minHeight: 0, overflowY: 'auto', overscrollBehavior: 'contain' });

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.5rem',
  padding: '0.5rem 0.5rem 0.5rem 0.875rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
  flex: 'none',
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
