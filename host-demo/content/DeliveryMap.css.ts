import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 780px) minmax(220px, 260px)',
  gap: '1rem',
  alignItems: 'start',
  '@media': { 'screen and (max-width: 47.9375em)': { gridTemplateColumns: '1fr' } },
});

export const frame = style({
  position: 'relative',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  background: '#eaf2f8',
  overflow: 'hidden',
});

export const map = style({
  display: 'block',
  width: '100%',
  height: 'auto',
  aspectRatio: '725 / 580',
  userSelect: 'none',
  // Zoomed in, a drag pans the map instead of scrolling the page; at its default the page scrolls.
  selectors: { '&[data-zoomed]': { touchAction: 'none', cursor: 'grab' } },
});

export const panHint = style({
  margin: 0,
  padding: '0.25rem 0.5rem',
  fontSize: '0.75rem',
  color: theme.colorMuted,
  background: theme.colorSurface,
  borderTop: `1px solid ${theme.colorBorder}`,
});

export const region = style({ fill: '#f4f5f7', stroke: '#9aa5b1' });

export const highlighted = style({ fill: '#f8d3cf', stroke: '#c62828' });

// A focused town is chosen at once, so the chosen look alone would not tell where the focus is: a ring does.
export const town = style({
  cursor: 'pointer',
  outline: 'none',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorText}`, outlineOffset: 2 } },
});

globalStyle(`${town}:focus-visible circle, ${town}[aria-pressed="true"] circle`, {
  fill: '#1f2933',
  stroke: '#ffffff',
});
globalStyle(`${town}:focus-visible text, ${town}[aria-pressed="true"] text`, { fontWeight: 700 });

export const point = style({ fill: theme.colorAccent, stroke: '#ffffff' });

// A town's name is pressed as its point is (it is inside the town's button).
export const label = style({
  fill: '#1f2933',
  cursor: 'pointer',
  paintOrder: 'stroke',
  stroke: '#ffffff',
  strokeWidth: '0.25em',
});

export const zoom = style({
  position: 'absolute',
  top: 8,
  right: 8,
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
});

export const zoomButton = style({
  width: 34,
  height: 34,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  fontSize: '1.25rem',
  lineHeight: 1,
  cursor: 'pointer',
  ':disabled': { color: theme.colorMuted, cursor: 'default' },
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});

export const schedule = style({
  position: 'sticky',
  top: 150,
  '@media': { 'screen and (max-width: 47.9375em)': { position: 'static' } },
  padding: '0.875rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  background: theme.colorSurface,
  minHeight: 120,
});

export const townName = style({ margin: 0, fontSize: '1.125rem' });

export const townRegion = style({ margin: '0.125rem 0 0.625rem', color: theme.colorMuted });

export const days = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '0.25rem' });

export const day = style({ display: 'inline-block', width: 32, fontWeight: 600 });

export const on = style({ color: '#1e7b34' });

export const off = style({ color: theme.colorMuted });

export const hint = style({ margin: 0, color: theme.colorMuted });
