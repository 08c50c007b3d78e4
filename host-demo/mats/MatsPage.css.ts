import { style } from '@vanilla-extract/css';

/** The constructor's preview stays in view under the portal's sticky header (one row, or two below 960 px). */
export const page = style({
  vars: { '--portal-sticky-top': '84px' },
  '@media': { 'screen and (max-width: 60em)': { vars: { '--portal-sticky-top': '130px' } } },
});
