import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const figure = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: '0.5rem' });

/** The map's frame: it scrolls sideways on a screen narrower than the map's fixed scale. */
export const frame = style({
  overflowX: 'auto',
  // Its width is the page's to give, whatever the map's: the map scrolls inside it.
  contain: 'inline-size',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  background: '#eaf2f8',
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});

/** Never below one pixel a unit (600 × 360 px): the names keep their size. */
export const map = style({
  display: 'block',
  width: '100%',
  minWidth: 600,
  height: 'auto',
  aspectRatio: '600 / 360',
});

export const ground = style({ fill: '#eef1f4' });

export const street = style({ fill: 'none', stroke: '#ffffff', strokeWidth: 14, strokeLinecap: 'round' });

export const major = style({ fill: 'none', stroke: '#fbe3a6', strokeWidth: 22, strokeLinecap: 'round' });

export const streetName = style({ fill: '#52606d' });

export const pin = style({ fill: theme.colorAccent, stroke: '#ffffff', strokeWidth: 2 });

export const pinDot = style({ fill: '#ffffff' });

export const officeName = style({
  fill: '#1f2933',
  fontWeight: 700,
  paintOrder: 'stroke',
  stroke: '#ffffff',
  strokeWidth: 4,
});

export const caption = style({ color: theme.colorMuted });

export const link = style({
  color: theme.colorAccent,
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});
