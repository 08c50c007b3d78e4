import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** The locked callout's parts under the diagram. */
export const calloutParts = style({
  marginTop: 8,
  padding: '8px 10px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
});

export const calloutTitle = style({ margin: '0 0 4px', fontSize: 14, fontWeight: 600 });

export const calloutHint = style({ margin: '0 0 6px', color: theme.colorMuted, fontSize: 13 });

export const calloutList = style({ display: 'grid', gap: 4, margin: 0, padding: 0, listStyle: 'none' });

export const calloutChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0 8px',
  width: '100%',
  minHeight: 32,
  padding: '4px 8px',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: '#f6f8fa',
  color: theme.colorText,
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const calloutOem = style({ color: theme.colorMuted, fontVariantNumeric: 'tabular-nums' });
