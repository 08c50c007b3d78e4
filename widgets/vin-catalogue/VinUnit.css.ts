import { style } from '@vanilla-extract/css';

/** Diagram beside the parts from 1000 px of the widget; one above the other below. */
const WIDE = 'vin (min-width: 1000px)';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: '1rem',
  alignItems: 'start',
  '@container': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 1fr)' } },
});

/** Beside the parts the diagram stays in sight while the page scrolls through them. */
export const diagram = style({
  minWidth: 0,
  // Below the page's own sticky header, if it has one (the portal's does).
  '@container': { [WIDE]: { position: 'sticky', top: 'calc(var(--portal-sticky-top, 0px) + 8px)' } },
});

export const parts = style({ minWidth: 0 });
