import { style } from '@vanilla-extract/css';

export const saldo = style({ margin: 0, fontSize: 17 });
