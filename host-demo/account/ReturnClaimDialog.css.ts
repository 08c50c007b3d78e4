import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: '1rem' });

export const item = style({ margin: 0, fontWeight: 600 });

export const legend = style({ margin: '0 0 0.375rem', fontSize: '0.8125rem', fontWeight: 600 });

export const reasons = style({
  display: 'grid',
  gap: '0.5rem',
  margin: 0,
  padding: '0.75rem 0 0',
  border: 'none',
});

export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.5rem',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'default', color: theme.colorMuted } },
});

export const quantity = style({ maxWidth: 160 });

export const comment = style({ minHeight: 72, padding: '0.5rem 0.625rem', resize: 'vertical' });

/** The three tabs side by side at any width: their long names wrap inside them rather than the row. */
export const tabs = style({});
globalStyle(`${tabs} [role="tablist"]`, { flexWrap: 'nowrap' });
globalStyle(`${tabs} [role="tab"]`, { flex: '1 1 0', minWidth: 0, lineHeight: 1.25, textAlign: 'center' });
