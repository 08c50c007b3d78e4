import { style } from '@vanilla-extract/css';

/** The express contact's two fields side by side, one under the other in a narrow widget. */
export const contact = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0.75rem',
  '@container': { '(max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
