import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: 16 });

export const item = style({ margin: 0, fontWeight: 600 });

export const legend = style({ margin: '0 0 6px', fontSize: 13, fontWeight: 600 });

export const reasons = style({ display: 'grid', gap: 8, margin: 0, padding: '12px 0 0', border: 'none' });

export const reason = style({
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'default', color: theme.colorMuted } },
});

export const quantity = style({ maxWidth: 160 });

export const comment = style({ minHeight: 72, padding: '8px 10px', resize: 'vertical' });

/** The three tabs side by side at any width: their long names wrap inside them rather than the row. */
export const tabs = style({});
globalStyle(`${tabs} [role="tablist"]`, { flexWrap: 'nowrap' });
globalStyle(`${tabs} [role="tab"]`, { flex: '1 1 0', minWidth: 0, lineHeight: 1.25, textAlign: 'center' });
