import { style } from '@vanilla-extract/css';

export const empty = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 12px' });
