import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: '1.25rem', maxWidth: 640 });

export const group = style({
  display: 'grid',
  gap: '0.625rem',
  margin: 0,
  padding: 0,
  border: 'none',
  minWidth: 0,
});

export const legend = style({ padding: 0, marginBottom: '0.5rem', fontSize: '0.8125rem', fontWeight: 600 });

export const email = style({ display: 'flex', alignItems: 'flex-end', gap: '0.5rem' });
export const emailField = style({ flex: 1, maxWidth: 420 });
export const remove = style({ flex: 'none', width: 36, padding: 0, fontSize: '1.125rem' });

export const select = style({ maxWidth: 420 });

export const days = style({ display: 'flex', flexWrap: 'wrap', gap: '0.5rem 1.125rem' });

export const check = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  cursor: 'pointer',
  selectors: { '&:has(input:disabled)': { cursor: 'default' } },
});

export const error = style({ margin: 0, fontSize: '0.75rem', color: theme.colorDanger });

export const requiredMark = style({ color: theme.colorDanger });
