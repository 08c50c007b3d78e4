import { style } from '@vanilla-extract/css';

/** Open and collapsed widths of doc 1 §9. */
export const PANEL_WIDTH = 240;
export const COLLAPSED_WIDTH = 40;
/**
 * From this width of the list's container the panel stands beside the list; below, a button. In rem
 * (760 px at the browser's default text): a larger text leaves the list the whole width sooner.
 */
export const WIDE = 'portal-filter-layout (min-width: 47.5rem)';

export const layout = style({ containerType: 'inline-size', containerName: 'portal-filter-layout' });

export const layoutGrid = style({
  display: 'block',
  '@container': { [WIDE]: { display: 'flex', alignItems: 'flex-start', gap: '1rem' } },
});

export const layoutContent = style({ flex: '1 1 0', minWidth: 0 });

/** The panel's room beside the list while a list that will have filters waits for them. */
export const reservedPanel = style({
  display: 'none',
  flex: 'none',
  width: PANEL_WIDTH,
  '@container': { [WIDE]: { display: 'block' } },
});

/** The 'Фильтры' button's room above the list in a narrow container, meanwhile. */
export const reservedButton = style({
  display: 'block',
  height: '2.25rem',
  marginBottom: '0.75rem',
  '@container': { [WIDE]: { display: 'none' } },
});
