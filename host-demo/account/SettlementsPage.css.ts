import { style } from '@vanilla-extract/css';

export const saldo = style({ margin: 0, fontSize: '1.0625rem' });

export const statement = style({ margin: 0, fontSize: '1.0625rem' });

export const balances = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 2rem', margin: 0 });

export const balance = style({ display: 'grid', gap: '0.125rem' });

export const balanceValue = style({ margin: 0, fontWeight: 600 });

export const debtor = style({ margin: 0, fontWeight: 600 });

/** What a printed statement leaves out: the filters and the print button. */
export const noPrint = style({ '@media': { print: { display: 'none' } } });
