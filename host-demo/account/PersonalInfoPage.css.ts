import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** A term and its value: the two cells of the list's grid (a phone stacks them). */
export const factRow = style({ display: 'contents' });

export const manager = style({ display: 'flex', alignItems: 'center', gap: '1rem', flexWrap: 'wrap' });

export const photo = style({
  flex: 'none',
  width: 96,
  height: 96,
  borderRadius: '50%',
  objectFit: 'cover',
  background: theme.colorBorder,
});

export const managerName = style({ margin: '0 0 0.375rem', fontSize: '1rem', fontWeight: 600 });

export const phones = style({ display: 'grid', gap: '0.25rem', margin: 0, padding: 0, listStyle: 'none' });
