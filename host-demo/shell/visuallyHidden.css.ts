import { visuallyHidden as rule } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: the name of a control drawn as a symbol, a heading a page implies. */
export const visuallyHidden = style(rule);
