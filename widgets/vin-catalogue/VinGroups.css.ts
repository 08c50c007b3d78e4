import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The tree beside the parts from 760 px of the widget; above them below. */
const WIDE = 'vin (min-width: 760px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1.25rem',
  alignItems: 'start',
  '@container': { [WIDE]: { gridTemplateColumns: 'minmax(240px, 320px) minmax(0, 1fr)' } },
});

export const tree = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  minWidth: 0,
  padding: '0.75rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: '#f7f9fb',
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const nested = style([list, { paddingLeft: '1rem' }]);

export const node = style({ margin: '0.125rem 0' });

const nodeText = {
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.375rem',
  width: '100%',
  padding: '0.25rem 0.375rem',
  borderRadius: 4,
  font: 'inherit',
  textAlign: 'left',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { background: '#eceff3' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 0 },
    '&[data-matched="true"]': { fontWeight: 700 },
  },
} as const;

export const toggle = style({
  ...nodeText,
  border: 'none',
  background: 'none',
  color: theme.colorText,
  cursor: 'pointer',
  selectors: {
    ...nodeText.selectors,
    '&::before': { content: '"▸" / ""', width: 12, flex: 'none', color: theme.colorMuted },
    '&[aria-expanded="true"]::before': { content: '"▾" / ""' },
  },
});

export const leaf = style({
  ...nodeText,
  color: theme.colorAccent,
  textDecoration: 'none',
  selectors: {
    ...nodeText.selectors,
    '&::before': {
      content: '"•" / ""',
      width: 12,
      flex: 'none',
      color: theme.colorMuted,
      textAlign: 'center',
    },
    '&[aria-current="page"]': { background: theme.colorAccent, color: theme.colorAccentText },
  },
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: '1rem', minWidth: 0 });

export const category = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });

export const categoryName = style({
  margin: 0,
  color: theme.colorMuted,
  fontSize: '0.8125rem',
  fontWeight: 600,
  textTransform: 'uppercase',
  letterSpacing: 0.3,
});

export const unit = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '0.625rem',
  padding: '0.75rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  '@container': { 'vin (min-width: 900px)': { gridTemplateColumns: '180px minmax(0, 1fr)' } },
});

export const unitPicture = style({
  display: 'block',
  alignSelf: 'start',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  overflow: 'hidden',
  background: '#fff',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const unitImage = style({ display: 'block', width: '100%', height: 'auto', maxWidth: 320 });

export const unitBody = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem', minWidth: 0 });
