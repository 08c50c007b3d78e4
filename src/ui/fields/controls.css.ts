import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

/** Checkboxes and messages shared by the filter panel and the markup control. */
export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  // A box under 24 px is far enough from the next one to tap (WCAG 2.5.8: 24 px circles apart).
  padding: '0.375rem 0',
  cursor: 'pointer',
  lineHeight: 1.3,
  selectors: { '&[data-disabled="true"]': { color: theme.colorMuted, cursor: 'default' } },
});

export const checkbox = style({
  flex: 'none',
  width: '1.125rem',
  height: '1.125rem',
  margin: 0,
  accentColor: theme.colorAccent,
});

export const hint = style({ margin: 0, fontSize: '0.75rem', color: theme.colorMuted });
export const error = style({ margin: 0, fontSize: '0.75rem', color: theme.colorDanger });
