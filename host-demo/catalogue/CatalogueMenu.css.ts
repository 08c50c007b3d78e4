import { visuallyHidden } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/**
 * Not positioned on purpose: the panel hangs from the header (the sticky header is its containing
 * block), lined up with the page's column. Hung from the button, it ran off the left of the screen.
 */
export const menu = style({ position: 'static' });

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.375rem',
  minHeight: 38,
  padding: '0 0.875rem',
  border: '1px solid #c62828',
  borderRadius: 6,
  background: '#c62828',
  color: '#ffffff',
  font: 'inherit',
  fontWeight: 600,
  cursor: 'pointer',
  '@media': { 'screen and (max-width: 37.5em)': { padding: '0 0.4375rem' } },
});

/** On phones the button is its icon: the header has one row for the brand, the basket and the account. */
export const label = style({
  '@media': {
    'screen and (max-width: 600px)': visuallyHidden,
  },
});

export const panel = style({
  position: 'absolute',
  top: 'calc(100% + 8px)',
  // The header's column: 1200 px of content centred, 20 px from the edges of a narrower screen.
  left: 'max(20px, calc((100% - 1200px) / 2))',
  zIndex: 30,
  width: 'min(860px, calc(100% - 40px))',
  maxHeight: 'calc(100vh - 150px)',
  overflow: 'auto',
  padding: '1rem',
  border: '1px solid #d9dee4',
  borderRadius: 8,
  background: '#ffffff',
  boxShadow: '0 16px 40px rgba(15, 23, 42, 0.18)',
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))',
  gap: '0.875rem 1.25rem',
  '@media': {
    'screen and (max-width: 600px)': {
      position: 'fixed',
      top: 58,
      left: 8,
      right: 8,
      width: 'auto',
      gridTemplateColumns: '1fr 1fr',
    },
  },
});

/** The loading or failure line spans the whole panel, above the lists that need no call. */
export const wholeRow = style({ gridColumn: '1 / -1' });

export const group = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// Each link a line 24 px high, not its text's 19 px and a gap: a target of WCAG 2.5.8.
const target = { display: 'flex', alignItems: 'center', minHeight: '1.5rem' } as const;

export const top = style({
  ...target,
  fontWeight: 600,
  color: '#1f2933',
  textDecoration: 'none',
  ':hover': { color: '#c62828' },
});

export const child = style({
  ...target,
  color: '#3e4c59',
  textDecoration: 'none',
  fontSize: '0.8125rem',
  ':hover': { color: '#c62828' },
});

export const lists = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '1rem',
  paddingTop: '0.75rem',
  borderTop: '1px solid #d9dee4',
});
