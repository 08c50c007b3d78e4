import { style } from '@vanilla-extract/css';
import { visuallyHidden as visuallyHiddenRule } from '../theme.css';

/** Read by screen readers, not shown: the fields' messages are on screen beside them. */
export const visuallyHidden = style(visuallyHiddenRule);
