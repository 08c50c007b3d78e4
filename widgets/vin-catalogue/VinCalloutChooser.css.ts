import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The chooser at the locked callout: the diagram places it, inside the picture's frame. */
export const chooser = style({
  // A flex item of the diagram's placement, which sets the height it may take.
  minHeight: 0,
  overflowY: 'auto',
  padding: '0.375rem 0.5rem 0.5rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  boxShadow: '0 4px 16px rgba(0, 0, 0, 0.18)',
});

export const head = style({ display: 'flex', alignItems: 'center', gap: '0.5rem' });

export const title = style({ flex: 1, margin: 0, fontSize: '0.875rem', fontWeight: 600 });

export const close = style({
  minWidth: 32,
  minHeight: 32,
  padding: 0,
  border: 0,
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colorText,
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 1 } },
});

export const hint = style({ margin: '0 0 0.375rem', color: theme.colorMuted, fontSize: '0.8125rem' });

export const list = style({ display: 'grid', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.125rem',
  width: '100%',
  minHeight: 32,
  padding: '0.25rem 0.5rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: '#f6f8fa',
  color: theme.colorText,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const oem = style({ color: theme.colorMuted, fontVariantNumeric: 'tabular-nums' });

/** A part's offer in its choice: brand, stock and price on one line, wrapped when narrow. */
export const offer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 0.5rem',
  fontSize: '0.8125rem',
  color: theme.colorMuted,
});

export const brand = style({ fontWeight: 600, color: theme.colorText });

export const price = style({ fontWeight: 600, color: theme.colorText, fontVariantNumeric: 'tabular-nums' });
