import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: the name of a control drawn as a symbol, a heading a page implies. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
