import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: the fields' messages are on screen beside them. */
export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});
