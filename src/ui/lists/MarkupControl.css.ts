import { style } from '@vanilla-extract/css';

export const markup = style({ position: 'relative', display: 'inline-block' });
