import { style } from '@vanilla-extract/css';

export const line = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 12 });
