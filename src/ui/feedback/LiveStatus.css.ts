import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../theme.css';

export const region = style(visuallyHidden);
