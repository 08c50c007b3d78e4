import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

/** Checkboxes and messages shared by the filter panel and the markup control. */
export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  padding: '0.1875rem 0',
  cursor: 'pointer',
  lineHeight: 1.3,
  selectors: { '&[data-disabled="true"]': { color: theme.colorMuted, cursor: 'default' } },
});

export const checkbox = style({
  flex: 'none',
  width: 16,
  height: 16,
  margin: '1px 0 0',
  accentColor: theme.colorAccent,
});

export const hint = style({ margin: 0, fontSize: '0.75rem', color: theme.colorMuted });
export const error = style({ margin: 0, fontSize: '0.75rem', color: theme.colorDanger });
