import { style } from '@vanilla-extract/css';

export const text = style({ margin: '0 0 1.125rem' });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: '0.625rem' });
