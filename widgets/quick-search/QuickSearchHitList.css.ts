import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

// The hits' own styles come with the hit list's code (suggestions.ts), fetched at the first focus
// or search: a header that is never searched from does not carry them.

export const hit = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  padding: '0.5rem 0.75rem',
  borderLeft: '3px solid transparent',
  color: 'inherit',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '& + &': { borderTop: `1px solid ${theme.colorBorder}` },
    '&:hover, &[aria-selected="true"]': { background: '#f3f5f8', borderLeftColor: theme.colorAccent },
  },
});

export const hitHead = style({ display: 'flex', alignItems: 'baseline', gap: '0.5rem', minWidth: 0 });

export const article = style({ fontWeight: 600, whiteSpace: 'nowrap' });

export const brand = style({
  color: theme.colorMuted,
  fontSize: '0.75rem',
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});

export const title = style({
  fontSize: '0.8125rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/** A VIN or frame number typed: the online catalogue for that car, the first option. */
export const vehicle = style({
  display: 'block',
  padding: '0.625rem 0.75rem',
  borderBottom: `1px solid ${theme.colorBorder}`,
  borderLeft: '3px solid transparent',
  color: theme.colorAccent,
  fontWeight: 600,
  textDecoration: 'underline',
  selectors: {
    '&:hover, &[aria-selected="true"]': { background: '#f3f5f8', borderLeftColor: theme.colorAccent },
  },
});
