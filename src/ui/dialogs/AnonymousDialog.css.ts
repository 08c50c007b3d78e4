import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const text = style({ margin: '0 0 1.125rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.625rem' });

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 40,
  padding: '0.5rem 1.125rem',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorAccent}`,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const primary = style([action, { background: theme.colorAccent, color: theme.colorAccentText }]);
export const secondary = style([action, { background: 'transparent', color: theme.colorAccent }]);
