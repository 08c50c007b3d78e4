import { style } from '@vanilla-extract/css';

export const question = style({ margin: '0 0 16px' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 12 });
