import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: 20, maxWidth: 640 });

export const group = style({ display: 'grid', gap: 10, margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: 8, fontSize: 13, fontWeight: 600 });

export const email = style({ display: 'flex', alignItems: 'flex-end', gap: 8 });
export const emailField = style({ flex: 1, maxWidth: 420 });
export const remove = style({ flex: 'none', width: 36, padding: 0, fontSize: 18 });

export const select = style({ maxWidth: 420 });

export const days = style({ display: 'flex', flexWrap: 'wrap', gap: '8px 18px' });

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'default' } },
});

export const error = style({ margin: 0, fontSize: 12, color: theme.colorDanger });
